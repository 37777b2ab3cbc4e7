import { defineCall, type RebateClaim } from '@site/shared';

/** Claims the rebate shown: no body, the API decides the window (since the last claim). */
export const claimRebate = defineCall<void, RebateClaim>({
  module: 'member',
  method: 'POST',
  path: '/wps/member/rebate/claim',
  needsToken: true,
});
