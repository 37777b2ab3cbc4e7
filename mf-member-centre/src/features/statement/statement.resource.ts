import { defineCall, type StatementPage, type StatementPageQuery } from '@site/shared';

/** One page of the member's statement: each ledger transaction of the last days, newest first. */
export const getStatement = defineCall<StatementPageQuery, StatementPage>({
  module: 'wallet',
  method: 'GET',
  path: '/wps/member/statement',
  needsToken: true,
  followsOrders: true,
});
