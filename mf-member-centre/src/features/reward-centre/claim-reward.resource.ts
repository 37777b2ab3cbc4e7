import { defineCall, type ClaimRewardBody, type ClaimRewardResult } from '@site/shared';

/** Claims one reward: paid once, a repeat answers the first claim (POST /wps/member/rewards/claim). */
export const claimReward = defineCall<ClaimRewardBody, ClaimRewardResult>({
  module: 'member',
  method: 'POST',
  path: '/wps/member/rewards/claim',
  needsToken: true,
});
