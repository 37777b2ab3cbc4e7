import { defineCall, type TeamMembersPage, type TeamMembersQuery } from '@site/shared';

/** One page of the agent's subtree, searched by account or nickname and by level. */
export const getTeamMembers = defineCall<TeamMembersQuery, TeamMembersPage>({
  module: 'agent',
  method: 'GET',
  path: '/wps/agent/team/members',
  needsToken: true,
});
