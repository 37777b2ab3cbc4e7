import { defineCall, type WithdrawalListQuery, type WithdrawalPage } from '@site/shared';

export const getWithdrawalOrders = defineCall<WithdrawalListQuery, WithdrawalPage>({
  module: 'member',
  method: 'GET',
  path: '/wps/member/withdrawals',
  needsToken: true,
  followsOrders: true,
});
