import { defineCall, type TeamBetsPage, type TeamBetsQuery } from '@site/shared';

/** One page of the downlines' rounds, newest first, with the totals of the whole filter. */
export const getTeamBets = defineCall<TeamBetsQuery, TeamBetsPage>({
  module: 'agent',
  method: 'GET',
  path: '/wps/agent/team/bets',
  needsToken: true,
});
