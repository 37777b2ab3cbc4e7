import { defineCall, type RebateClaimPage, type RebateClaimsQuery } from '@site/shared';

export const getRebateClaims = defineCall<RebateClaimsQuery, RebateClaimPage>({
  module: 'member',
  method: 'GET',
  path: '/wps/member/rebate/claims',
  needsToken: true,
});
