import { defineCall, type TeamReport, type TeamReportQuery } from '@site/shared';

/** The team's figures for the days: the direct downline or the whole subtree. */
export const getTeamOverview = defineCall<TeamReportQuery, TeamReport>({
  module: 'agent',
  method: 'GET',
  path: '/wps/agent/team/overview',
  needsToken: true,
});
