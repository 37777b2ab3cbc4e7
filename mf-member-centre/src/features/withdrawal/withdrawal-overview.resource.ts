import { defineCall, type WithdrawalOverview } from '@site/shared';

/** Balance, limits, what blocks a withdrawal, the payment password's state and the payout accounts. */
export const getWithdrawalOverview = defineCall<void, WithdrawalOverview>({
  module: 'member',
  method: 'GET',
  path: '/wps/member/withdrawal',
  needsToken: true,
  followsOrders: true,
});
