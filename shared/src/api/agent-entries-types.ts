/**
 * The agent centre's Announcement, Register account and My income calls (issue 14), taken from
 * the API's own schemas. Type-only, so no schema code reaches a browser bundle.
 */
export type {
  AgentAnnouncementsQuery,
  AgentIncome,
  Announcements,
  DownlineType,
  ReferralLink,
  RegisterDownlineBody,
  RegisteredDownline,
} from '@site/contracts';
