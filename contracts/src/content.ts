import Type, { type Static } from 'typebox';
import {
  Language,
  Nullable,
  PageNo,
  pageSize,
  paging,
  PlainText,
  SingleLineText,
} from './common.js';

export const BANNER_GROUPS = [
  'w_home',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_lott',
  'w_down',
  'w_promotion',
  'w_shop',
  'w_help',
  'w_login',
  'w_reg',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];
export const LINKAGE_TYPES = ['URL', 'ROUTE', 'GAME'] as const;

/** MCSFE_getBanners: '' or no group means every group. */
export const BannersQuery = Type.Object({
  groupName: Type.Optional(Type.Enum([...BANNER_GROUPS, ''])),
  language: Type.Optional(Language),
});
export type BannersQuery = Static<typeof BannersQuery>;
/** Spec §3 banner; `link` is set exactly when `linkageType` is. */
export const Banner = Type.Object({
  bannerId: Type.Integer(),
  groupName: Type.Enum(BANNER_GROUPS),
  url: Type.String(),
  linkageType: Nullable(Type.Enum(LINKAGE_TYPES)),
  link: Nullable(Type.String()),
  title: Type.String(),
});
export type Banner = Static<typeof Banner>;
export const Banners = Type.Object({ list: Type.Array(Banner) });

export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const ANNOUNCEMENT_EXECUTIONS = ['A', 'B', 'F'] as const;
/**
 * Who an announcement is for: ALL (the site's lists and the agent centre), MEMBERS (the site's
 * lists only) or AGENTS (the agent centre only).
 */
export const ANNOUNCEMENT_AUDIENCES = ['ALL', 'MEMBERS', 'AGENTS'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];
const typeList = `^((${ANNOUNCEMENT_TYPES.join('|')})(,(${ANNOUNCEMENT_TYPES.join('|')}))*)?$`;

/** MCSFE_getListAnnouncements: comma-separated types and executions. */
export const AnnouncementsQuery = Type.Object({
  types: Type.Optional(Type.String({ pattern: typeList })),
  platform: Type.Optional(Type.Enum(['W', 'H', 'A', ''])),
  execution: Type.Optional(Type.String({ pattern: '^([ABF](,[ABF])*)?$' })),
  language: Type.Optional(Language),
  pageNo: PageNo,
  pageSize: pageSize(7),
});
export type AnnouncementsQuery = Static<typeof AnnouncementsQuery>;
/** Spec §3 announcement: `content` is HTML, `startDateStr` a ms timestamp. */
export const Announcement = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  startDateStr: Type.Number(),
  execution: Type.Enum(ANNOUNCEMENT_EXECUTIONS),
  type: Type.Enum(ANNOUNCEMENT_TYPES),
});
export type Announcement = Static<typeof Announcement>;
export const Announcements = Type.Object({
  list: Type.Array(Announcement),
  total: Type.Integer(),
  totalPages: Type.Integer(),
});
export type Announcements = Static<typeof Announcements>;

/** GET /wps/agent/announcements: the announcements for agents (ALL and AGENTS), newest first. */
export const AgentAnnouncementsQuery = Type.Object(
  { pageNo: PageNo, pageSize: pageSize(10) },
  { additionalProperties: false },
);
export type AgentAnnouncementsQuery = Static<typeof AgentAnnouncementsQuery>;

/** MCSFE_getCustomerService: type 3 is the encrypted chat link. */
export const CustomerServiceLinks = Type.Object({
  version: Type.Object({
    pathList: Type.Array(Type.Object({ type: Type.Integer(), path: Type.String() })),
  }),
});
export type CustomerServiceLinks = Static<typeof CustomerServiceLinks>;

/**
 * MCSFE_getVipService (token): spec §6, §9 VIP customer service for rank levels above 4. `path`
 * is encrypted like the chat link's; null (and `available` false) below the level.
 */
export const VipServiceLink = Type.Object({
  available: Type.Boolean(),
  path: Type.Union([Type.String(), Type.Null()]),
});
export type VipServiceLink = Static<typeof VipServiceLink>;

export const QUESTION_TYPES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'GAME',
  'ACCOUNT',
  'SUGGESTION',
  'OTHER',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** PUT /wps/feedback (no token needed). */
export const FeedbackBody = Type.Object({
  questionType: Type.Enum(QUESTION_TYPES),
  content: PlainText({ minLength: 1, maxLength: 5000 }),
  contact: Type.Optional(SingleLineText({ maxLength: 100 })),
});
export type FeedbackInput = Static<typeof FeedbackBody>;
export const FeedbackSent = Type.Object({ feedbackId: Type.Integer() });
export type FeedbackSent = Static<typeof FeedbackSent>;

/** Operator side: GET /ops/feedback, the support role's queue of what members wrote. */
export const OpsFeedbackQuery = Type.Object(
  {
    brand: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{2,32}$' })),
    /** open (the default): not handled yet, oldest first; handled: newest handled first. */
    status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('handled')])),
    questionType: Type.Optional(Type.Enum(QUESTION_TYPES)),
    /** Sent at least this many minutes ago. */
    minAgeMinutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 525_600 })),
    ...paging(20),
  },
  { additionalProperties: false },
);
export type OpsFeedbackQuery = Static<typeof OpsFeedbackQuery>;
export const OpsFeedback = Type.Object({
  id: Type.String(),
  brand: Type.String(),
  /** The member's account name; null when sent signed out (the chat page takes feedback too). */
  member: Nullable(Type.String()),
  questionType: Type.Enum(QUESTION_TYPES),
  content: Type.String(),
  /** How the member asked to be reached, as typed. */
  contact: Nullable(Type.String()),
  createdAt: Type.String(),
  handledAt: Nullable(Type.String()),
  handledBy: Nullable(Type.String()),
  handledNote: Nullable(Type.String()),
});
export type OpsFeedback = Static<typeof OpsFeedback>;
export const OpsFeedbackPage = Type.Object({
  list: Type.Array(OpsFeedback),
  total: Type.Integer(),
});
export type OpsFeedbackPage = Static<typeof OpsFeedbackPage>;
export const FeedbackIdParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }),
});
/** POST /ops/feedback/:id/handle: what was done, kept with it and in the audit trail. */
export const OpsFeedbackHandleBody = Type.Object(
  { note: PlainText({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);
export type OpsFeedbackHandleBody = Static<typeof OpsFeedbackHandleBody>;

/** GET /wps/system/helpCenter, texts in the request language. */
export const HelpArticle = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  title: Type.String(),
  content: Type.String(),
});
export type HelpArticle = Static<typeof HelpArticle>;
export const HelpCategory = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  articles: Type.Array(HelpArticle),
});
export type HelpCategory = Static<typeof HelpCategory>;
export const HelpCentre = Type.Object({ categories: Type.Array(HelpCategory) });
export type HelpCentre = Static<typeof HelpCentre>;

/** MCSFE_getVipLevels; with the token the API adds the member's own level and progress. */
export const VipLevel = Type.Object({
  level: Type.Integer(),
  name: Type.String(),
  requiredDeposit: Type.Number(),
  requiredValidBet: Type.Number(),
  benefits: Type.Object({
    birthdayBonus: Type.Number(),
    upgradeBonus: Type.Number(),
    weeklyRebatePercent: Type.Number(),
    withdrawalLimitPerDay: Type.Number(),
    dedicatedService: Type.Boolean(),
  }),
});
export type VipLevel = Static<typeof VipLevel>;
export const VipMember = Type.Object({
  currentLevel: Type.Integer(),
  clubLabel: Type.String(),
  vipService: Type.Boolean(),
  progress: Type.Object({
    nextLevel: Nullable(Type.Integer()),
    validBet: Type.Number(),
    requiredValidBet: Nullable(Type.Number()),
    validBetPercent: Type.Number(),
    /** Deposits credited to the wallet so far (major units). */
    deposit: Type.Number(),
    requiredDeposit: Nullable(Type.Number()),
    depositPercent: Type.Number(),
  }),
});
export type VipMember = Static<typeof VipMember>;
export const VipLevels = Type.Object({
  levels: Type.Array(VipLevel),
  member: Nullable(VipMember),
});
export type VipLevels = Static<typeof VipLevels>;
