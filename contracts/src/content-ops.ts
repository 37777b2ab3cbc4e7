import Type, { type Static } from 'typebox';
import { MerchantCode, Nullable, paging, PageOf, SingleLineText } from './common.js';
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_EXECUTIONS,
  ANNOUNCEMENT_TYPES,
  BANNER_GROUPS,
  LINKAGE_TYPES,
} from './content.js';

/**
 * The operator side of the site's content (issue 45 item 5): banners per route group and
 * announcements, for the support role. Every change carries the reason the audit trail keeps.
 */

/** Why: kept in the audit trail with the change. */
export const OpsReason = Type.String({ minLength: 3, maxLength: 500 });
/** An ISO time with its zone (`Date#toISOString()`). */
export const OpsIsoTime = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+(Z|[+-][0-9]{2}:[0-9]{2})$',
});
export const ContentIdParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }),
});
export type ContentIdParams = Static<typeof ContentIdParams>;

/** Where an item is in its window: showing now, not yet started, or over. */
export const CONTENT_STATES = ['current', 'scheduled', 'ended'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

/**
 * The site's routes a ROUTE banner may open (shell/src/app/site-routes.tsx and
 * content-routes.tsx); a query may follow the path.
 */
export const BANNER_ROUTES = [
  '/',
  '/live',
  '/sports',
  '/esports',
  '/rng',
  '/fish',
  '/pvp',
  '/lottery',
  '/vnlottery',
  '/pointMall',
  '/register',
  '/login',
  '/vip',
  '/promotions',
  '/promoDetail',
  '/help',
  '/down',
  '/join',
  '/wheel',
  '/redEnvelope',
  '/noticePage',
  '/fbsports',
] as const;

const BannerTitle = SingleLineText({ minLength: 1, maxLength: 80 });
const BannerSubtitle = SingleLineText({ maxLength: 120 });
/** A URL, a route (with its query) or a game code, checked by the API for its linkage type. */
const BannerLink = SingleLineText({ minLength: 1, maxLength: 500 });

export const OpsBannersQuery = Type.Object(
  {
    brand: MerchantCode,
    group: Type.Enum(BANNER_GROUPS),
    ...paging(50),
  },
  { additionalProperties: false },
);
export type OpsBannersQuery = Static<typeof OpsBannersQuery>;

export const OpsBanner = Type.Object({
  id: Type.String(),
  brand: Type.String(),
  groupName: Type.Enum(BANNER_GROUPS),
  /** The generated artwork's key; it changes with the headline (the picture is cached for good). */
  imageKey: Type.String(),
  /** The artwork in Bengali and English, as the site shows it. */
  imageUrl: Type.Object({ bn: Type.String(), en: Type.String() }),
  titleBn: Type.String(),
  titleEn: Type.String(),
  subtitleBn: Type.String(),
  subtitleEn: Type.String(),
  linkageType: Nullable(Type.Enum(LINKAGE_TYPES)),
  /** URL: the https address; ROUTE: the site path; GAME: the game page's path. */
  link: Nullable(Type.String()),
  /** GAME: the game's code (what the operator picked). */
  gameCode: Nullable(Type.String()),
  sortOrder: Type.Integer(),
  startsAt: Nullable(Type.String()),
  endsAt: Nullable(Type.String()),
  state: Type.Enum(CONTENT_STATES),
});
export type OpsBanner = Static<typeof OpsBanner>;
export const OpsBannerPage = PageOf(OpsBanner);
export type OpsBannerPage = Static<typeof OpsBannerPage>;

const bannerFields = {
  titleBn: BannerTitle,
  titleEn: BannerTitle,
  subtitleBn: Type.Optional(BannerSubtitle),
  subtitleEn: Type.Optional(BannerSubtitle),
  /** null: the banner opens nothing. */
  linkageType: Nullable(Type.Enum(LINKAGE_TYPES)),
  /** URL: an https address; ROUTE: one of BANNER_ROUTES (and a query); GAME: a game's code. */
  link: Nullable(BannerLink),
  sortOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
  /** null or absent: from now; until it is ended. */
  startsAt: Type.Optional(Nullable(OpsIsoTime)),
  endsAt: Type.Optional(Nullable(OpsIsoTime)),
};

/** POST /ops/banners */
export const OpsBannerCreateBody = Type.Object(
  {
    brand: MerchantCode,
    groupName: Type.Enum(BANNER_GROUPS),
    ...bannerFields,
    reason: OpsReason,
  },
  { additionalProperties: false },
);
export type OpsBannerCreateBody = Static<typeof OpsBannerCreateBody>;

/** PUT /ops/banners/:id: the banner's whole editable state. */
export const OpsBannerEditBody = Type.Object(
  { ...bannerFields, reason: OpsReason },
  { additionalProperties: false },
);
export type OpsBannerEditBody = Static<typeof OpsBannerEditBody>;

/** POST /ops/banners/order: the group's banners in their new order (each gets its index). */
export const OpsBannerOrderBody = Type.Object(
  {
    brand: MerchantCode,
    groupName: Type.Enum(BANNER_GROUPS),
    ids: Type.Array(Type.String({ pattern: '^[1-9][0-9]{0,17}$' }), {
      minItems: 1,
      maxItems: 100,
    }),
    reason: OpsReason,
  },
  { additionalProperties: false },
);
export type OpsBannerOrderBody = Static<typeof OpsBannerOrderBody>;

/** POST /ops/banners/:id/end, /ops/announcements/:id/end and DELETE /ops/banners/:id. */
export const OpsReasonBody = Type.Object({ reason: OpsReason }, { additionalProperties: false });
export type OpsReasonBody = Static<typeof OpsReasonBody>;

export const OpsAnnouncementsQuery = Type.Object(
  {
    brand: MerchantCode,
    state: Type.Optional(Type.Enum(CONTENT_STATES)),
    ...paging(20),
  },
  { additionalProperties: false },
);
export type OpsAnnouncementsQuery = Static<typeof OpsAnnouncementsQuery>;

export const OpsAnnouncement = Type.Object({
  id: Type.String(),
  brand: Type.String(),
  code: Type.String(),
  type: Type.Enum(ANNOUNCEMENT_TYPES),
  execution: Type.Enum(ANNOUNCEMENT_EXECUTIONS),
  audience: Type.Enum(ANNOUNCEMENT_AUDIENCES),
  titleBn: Type.String(),
  titleEn: Type.String(),
  /** Stored sanitised. */
  htmlBn: Type.String(),
  htmlEn: Type.String(),
  startAt: Type.String(),
  endAt: Nullable(Type.String()),
  state: Type.Enum(CONTENT_STATES),
});
export type OpsAnnouncement = Static<typeof OpsAnnouncement>;
export const OpsAnnouncementPage = PageOf(OpsAnnouncement);
export type OpsAnnouncementPage = Static<typeof OpsAnnouncementPage>;

const AnnouncementTitle = SingleLineText({ minLength: 1, maxLength: 200 });
const AnnouncementHtml = Type.String({ minLength: 1, maxLength: 20_000 });

/** PUT /ops/announcements/:id: its whole editable state (the code stays). */
export const OpsAnnouncementEditBody = Type.Object(
  {
    audience: Type.Enum(ANNOUNCEMENT_AUDIENCES),
    type: Type.Enum(ANNOUNCEMENT_TYPES),
    execution: Type.Enum(ANNOUNCEMENT_EXECUTIONS),
    titleBn: AnnouncementTitle,
    titleEn: AnnouncementTitle,
    htmlBn: AnnouncementHtml,
    htmlEn: AnnouncementHtml,
    startAt: OpsIsoTime,
    endAt: Nullable(OpsIsoTime),
    reason: OpsReason,
  },
  { additionalProperties: false },
);
export type OpsAnnouncementEditBody = Static<typeof OpsAnnouncementEditBody>;

/** POST /ops/announcements/preview: the HTML as members will get it (the publish sanitiser). */
export const OpsHtmlPreviewBody = Type.Object(
  { htmlBn: Type.String({ maxLength: 20_000 }), htmlEn: Type.String({ maxLength: 20_000 }) },
  { additionalProperties: false },
);
export type OpsHtmlPreviewBody = Static<typeof OpsHtmlPreviewBody>;
export const OpsHtmlPreview = Type.Object({ htmlBn: Type.String(), htmlEn: Type.String() });
export type OpsHtmlPreview = Static<typeof OpsHtmlPreview>;
