import { defineCall, type ProtectionOverview } from '@site/shared';

/** The member's limits with what they used, the reality check, the session and any exclusion. */
export const getProtectionOverview = defineCall<void, ProtectionOverview>({
  module: 'member',
  method: 'GET',
  path: '/wps/member/protection',
  needsToken: true,
});
