import { defineCall, type ConfirmReceiptBody, type WithdrawalOrder } from '@site/shared';

export const confirmReceipt = defineCall<ConfirmReceiptBody, WithdrawalOrder>({
  module: 'member',
  method: 'POST',
  path: '/wps/member/withdrawals/receipt',
  needsToken: true,
});
