import { defineCall, type StatementQuery, type StatementSummary } from '@site/shared';

/** The net position per month of the brand's calendar over the statement's days. */
export const getStatementSummary = defineCall<StatementQuery, StatementSummary>({
  module: 'wallet',
  method: 'GET',
  path: '/wps/member/statement/summary',
  needsToken: true,
  followsOrders: true,
});
