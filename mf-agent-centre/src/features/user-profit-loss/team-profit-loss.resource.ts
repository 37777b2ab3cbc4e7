import { defineCall, type TeamProfitLossPage, type TeamProfitLossQuery } from '@site/shared';

/** One line per downline that played or was paid in the days, with the totals of all of them. */
export const getTeamProfitLoss = defineCall<TeamProfitLossQuery, TeamProfitLossPage>({
  module: 'agent',
  method: 'GET',
  path: '/wps/agent/team/profit-loss',
  needsToken: true,
});
