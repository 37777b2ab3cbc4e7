import { defineCall, type SelfExclusionBody } from '@site/shared';

/** Starts a self-exclusion, confirmed by the login password; every session of the account ends. */
export const selfExclude = defineCall<SelfExclusionBody, unknown>({
  module: 'member',
  method: 'POST',
  path: '/wps/member/protection/self-exclusion',
  needsToken: true,
  encrypted: true,
});
