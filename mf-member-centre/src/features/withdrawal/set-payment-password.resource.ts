import { defineCall, type PaymentPasswordStatus, type SetPaymentPasswordBody } from '@site/shared';

export const setPaymentPassword = defineCall<SetPaymentPasswordBody, PaymentPasswordStatus>({
  module: 'member',
  method: 'PUT',
  path: '/wps/member/payment-password',
  needsToken: true,
});
