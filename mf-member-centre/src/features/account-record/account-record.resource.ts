import { defineCall, type AccountRecordPage, type AccountRecordQuery } from '@site/shared';

/** One page of the member's ledger movements, each with its wallet's balance after it. */
export const getAccountRecord = defineCall<AccountRecordQuery, AccountRecordPage>({
  module: 'wallet',
  method: 'GET',
  path: '/wps/member/records/account',
  needsToken: true,
  followsOrders: true,
});
