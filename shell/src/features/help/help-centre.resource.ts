import { defineCall, type HelpCentre } from '@site/shared';

/** spec §7 GET /wps/system/helpCenter (no token), texts in the request language. */
export const getHelpCentre = defineCall<{ language: string }, HelpCentre>({
  module: 'help',
  method: 'GET',
  path: '/wps/system/helpCenter',
  needsToken: false,
});
