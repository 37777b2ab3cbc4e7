import { defineCall, type DepositOrderPage, type DepositOrdersQuery } from '@site/shared';

/** The member's own orders, newest first, filtered and paged by the API. */
export const getDepositOrders = defineCall<Partial<DepositOrdersQuery>, DepositOrderPage>({
  module: 'deposit',
  method: 'GET',
  path: '/wps/member/deposit/orders',
  needsToken: true,
  followsOrders: true,
});
