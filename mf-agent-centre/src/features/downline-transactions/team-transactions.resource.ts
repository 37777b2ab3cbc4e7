import { defineCall, type TeamTransactionsPage, type TeamTransactionsQuery } from '@site/shared';

/** One page of the movements on the downlines' wallets, with money in and out of the filter. */
export const getTeamTransactions = defineCall<TeamTransactionsQuery, TeamTransactionsPage>({
  module: 'agent',
  method: 'GET',
  path: '/wps/agent/team/transactions',
  needsToken: true,
});
