import { defineCall, type DepositOrder } from '@site/shared';

/** One of the member's own orders, by its reference. */
export const getDepositOrder = defineCall<{ reference: string }, DepositOrder>({
  module: 'deposit',
  method: 'GET',
  path: '/wps/member/deposit/order',
  needsToken: true,
  followsOrders: true,
});
