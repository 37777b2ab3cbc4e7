import { defineCall, type ExcludedWithdrawalBody, type WithdrawalOrder } from '@site/shared';

/**
 * A withdrawal while a time-out or self-exclusion keeps the member from logging in (issue 44):
 * the login's username and password say who asks, the payment password confirms it.
 */
export const withdrawWhileExcluded = defineCall<ExcludedWithdrawalBody, WithdrawalOrder>({
  module: 'login',
  method: 'POST',
  path: '/wps/member/protection/withdrawal',
  needsToken: false,
  encrypted: true,
});
