import { defineCall, type TeamOverview } from '@site/shared';

export const getTeamOverview = defineCall<void, TeamOverview>({
  module: 'agent',
  method: 'GET',
  path: '/wps/relay/MCS2_getTeamOverview',
  needsToken: true,
});
