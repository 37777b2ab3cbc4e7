import { defineCall, type CreateWithdrawalBody, type WithdrawalOrder } from '@site/shared';

export const createWithdrawal = defineCall<CreateWithdrawalBody, WithdrawalOrder>({
  module: 'member',
  method: 'POST',
  path: '/wps/member/withdrawals',
  needsToken: true,
});
