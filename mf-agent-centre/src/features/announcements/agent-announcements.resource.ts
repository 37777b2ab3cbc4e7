import { defineCall, type AgentAnnouncementsQuery, type Announcements } from '@site/shared';

/** The brand's announcements for agents: those for everyone and those for agents only. */
export const getAgentAnnouncements = defineCall<Partial<AgentAnnouncementsQuery>, Announcements>({
  module: 'agent',
  method: 'GET',
  path: '/wps/agent/announcements',
  needsToken: true,
});
