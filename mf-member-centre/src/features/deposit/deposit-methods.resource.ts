import { defineCall, type DepositMethods } from '@site/shared';

/** The brand's deposit methods and channels, with limits, presets and payee details. */
export const getDepositMethods = defineCall<void, DepositMethods>({
  module: 'deposit',
  method: 'GET',
  path: '/wps/member/deposit/methods',
  needsToken: true,
});
