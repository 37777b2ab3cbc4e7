import { defineCall, type RewardList } from '@site/shared';

/** The member's rewards and the unclaimed count (GET /wps/member/rewards). */
export const getRewards = defineCall<void, RewardList>({
  module: 'member',
  method: 'GET',
  path: '/wps/member/rewards',
  needsToken: true,
});
