import { defineCall, type CreateDepositBody, type DepositOrder } from '@site/shared';

/** Makes an order; the same idempotency key twice answers the same order. */
export const createDeposit = defineCall<CreateDepositBody, DepositOrder>({
  module: 'deposit',
  method: 'POST',
  path: '/wps/member/deposit/orders',
  needsToken: true,
});
