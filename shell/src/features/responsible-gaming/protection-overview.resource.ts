import { defineCall, type ProtectionOverview } from '@site/shared';

/** The member's protection settings and the current login's figures (the reality check's). */
export const getProtectionOverview = defineCall<void, ProtectionOverview>({
  module: 'member',
  method: 'GET',
  path: '/wps/member/protection',
  needsToken: true,
});
