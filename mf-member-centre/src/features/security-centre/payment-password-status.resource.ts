import { defineCall, type PaymentPasswordStatus } from '@site/shared';

export const getPaymentPasswordStatus = defineCall<void, PaymentPasswordStatus>({
  module: 'member',
  method: 'GET',
  path: '/wps/member/payment-password',
  needsToken: true,
});
