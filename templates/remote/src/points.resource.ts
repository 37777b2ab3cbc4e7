import type { PointBalance, Static } from '@site/contracts';
import { defineCall } from '@site/shared';

/**
 * The member's point balance (GET /wps/relay/MCS2_getPointBalance). The answer's type comes from
 * the API's own schema in @site/contracts; the call goes through the page's one API client
 * (the shell's, or the dev harness's), which adds the brand, the token and the language.
 */
export const getPointBalance = defineCall<void, Static<typeof PointBalance>>({
  module: 'points',
  method: 'GET',
  path: '/wps/relay/MCS2_getPointBalance',
  needsToken: true,
});
