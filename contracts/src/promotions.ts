import Type, { type Static } from 'typebox';
import { Language, MerchantCode, Nullable, PlainText, SingleLineText } from './common.js';
import { RewardPayout, RewardState } from './rewards.js';

export const APPLICATION_STATUSES = [
  'applying',
  'process',
  'issued',
  'rejected',
  'claimed',
] as const;
export const ApplicationStatus = Type.Enum(APPLICATION_STATUSES);
export type ApplicationStatus = Static<typeof ApplicationStatus>;

export const PromotionStatus = Type.Enum(['coming soon', 'open', 'closed']);
export type PromotionStatus = Static<typeof PromotionStatus>;

/** The spec §4 activity states shown to a member. */
export const ActivityState = Type.Union([
  Type.Enum(['join', 'claim', 'close', 'coming soon']),
  ApplicationStatus,
]);
export type ActivityState = Static<typeof ActivityState>;

const PromotionId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

/** Only with a member's token: the member's own state of the promotion. */
const memberFields = {
  applicationStatus: Type.Optional(Nullable(ApplicationStatus)),
  memberState: Type.Optional(ActivityState),
};

export const Promotion = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  category: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  imageUrl: Type.String(),
  /** ms timestamps */
  startsAt: Type.Number(),
  endsAt: Nullable(Type.Number()),
  status: PromotionStatus,
  requiresApplication: Type.Boolean(),
  ...memberFields,
});
export type Promotion = Static<typeof Promotion>;

/** MCSFE_getPromotions. */
export const PromotionsQuery = Type.Object({
  category: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{0,32}$' })),
  language: Type.Optional(Language),
});
export const PromotionList = Type.Object({
  categories: Type.Array(Type.String()),
  list: Type.Array(Promotion),
});
export type PromotionList = Static<typeof PromotionList>;

export const ApplicationImage = Type.Object({
  id: Type.Integer(),
  fileName: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  url: Type.String(),
});
export type ApplicationImage = Static<typeof ApplicationImage>;

/** MCSFE_getPromotionDetail. */
export const PromotionDetailQuery = Type.Object({
  id: PromotionId,
  language: Type.Optional(Language),
});
/** A raffle promotion's panel: the coming draw, the member's tickets, the last draw. */
export const RafflePanel = Type.Object({
  /** The coming draw's period (its local day, `YYYY-MM-DD`) and instant (ms). */
  period: Type.String(),
  drawAt: Type.Number(),
  cadence: Type.Enum(['DAILY', 'WEEKLY']),
  winnersPerDraw: Type.Integer(),
  /** Each winner's prize (major units). */
  prize: Type.Number(),
  payout: RewardPayout,
  ticketsPerMember: Type.Integer(),
  /** The member's ticket numbers for the coming draw (empty: none yet, or a visitor). */
  tickets: Type.Array(Type.Integer()),
  lastDraw: Nullable(
    Type.Object({
      period: Type.String(),
      drawnAt: Type.Number(),
      tickets: Type.Integer(),
      /** Masked usernames, by rank. */
      winners: Type.Array(Type.Object({ rank: Type.Integer(), account: Type.String() })),
      /** The member is one of the winners. */
      won: Type.Boolean(),
    }),
  ),
});
export type RafflePanel = Static<typeof RafflePanel>;

export const PromotionDetail = Type.Object({
  ...Promotion.properties,
  /** HTML, sanitised by the API. */
  body: Type.String(),
  application: Type.Optional(
    Nullable(
      Type.Object({
        id: Type.Integer(),
        status: ApplicationStatus,
        comment: Nullable(Type.String()),
        /** ms timestamp */
        createdAt: Type.Number(),
        /** ms timestamp of the last move (spec §4) */
        updatedAt: Type.Number(),
        /** Why it was rejected. */
        reason: Nullable(Type.String()),
        images: Type.Array(ApplicationImage),
      }),
    ),
  ),
  /** Only for a raffle promotion. */
  raffle: Type.Optional(RafflePanel),
});
export type PromotionDetail = Static<typeof PromotionDetail>;

/** MCS2_claimRafflePromotion. */
export const ClaimBody = Type.Object({
  promotionId: PromotionId,
});
export const Claimed = Type.Object({
  promotionId: Type.Integer(),
  status: Type.Literal('claimed'),
  claimedAt: Type.Number(),
  alreadyClaimed: Type.Boolean(),
  /** A raffle: the tickets this claim gave (or the first claim gave) for the coming draw. */
  raffle: Type.Optional(
    Type.Object({
      period: Type.String(),
      drawAt: Type.Number(),
      tickets: Type.Array(Type.Integer()),
    }),
  ),
});
export type Claimed = Static<typeof Claimed>;

/** MCSFE_applyActivity (multipart, or JSON with base64 images). */
export const MAX_APPLICATION_IMAGES = 3;
export const ApplyBody = Type.Object({
  promotionId: PromotionId,
  comment: Type.Optional(PlainText({ maxLength: 2000 })),
  // A few more than allowed, so too many images get the clear maxItems message of the service.
  images: Type.Optional(
    Type.Array(
      Type.Object({
        name: Type.Optional(SingleLineText({ maxLength: 255 })),
        contentType: Type.Optional(Type.String({ maxLength: 100 })),
        dataBase64: Type.String({ minLength: 1, maxLength: 10_000_000 }),
      }),
      { maxItems: MAX_APPLICATION_IMAGES + 7 },
    ),
  ),
});
export const ApplyResult = Type.Object({
  applicationId: Type.Integer(),
  promotionId: Type.Integer(),
  status: ApplicationStatus,
  createdAt: Type.Number(),
  images: Type.Array(ApplicationImage),
});
export type ApplyResult = Static<typeof ApplyResult>;

/** Operator API: promotion applications (`/ops/applications`). */
export const OpsApplicationsQuery = Type.Object(
  {
    brand: Type.Optional(MerchantCode),
    status: Type.Optional(Type.Enum(['applying', 'process', 'issued', 'rejected'])),
    promotion: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' })),
    /** The member's account name. */
    member: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' })),
    /** Sent at least this many minutes ago. */
    minAgeMinutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 525_600 })),
    /** The first `limit` (no paging), kept for callers from before paging. */
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    /** A page (with `pageSize`, at most 100); `limit` is then ignored. */
    pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type OpsApplicationsQuery = Static<typeof OpsApplicationsQuery>;

export const ApplicationIdParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }),
});
export const ApplicationImageParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }),
  imageId: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }),
});

export const OpsApplication = Type.Object({
  id: Type.String(),
  brand: Type.String(),
  promotionId: Type.Integer(),
  promotion: Type.String(),
  title: Type.String(),
  member: Type.String(),
  status: ApplicationStatus,
  comment: Nullable(Type.String()),
  reason: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  images: Type.Array(
    Type.Object({
      id: Type.String(),
      fileName: Type.String(),
      contentType: Type.String(),
      size: Type.Integer(),
      /** GET it with the operator's token. */
      path: Type.String(),
    }),
  ),
  reward: Nullable(
    Type.Object({
      id: Type.String(),
      amount: Type.Number(),
      payout: RewardPayout,
      state: RewardState,
    }),
  ),
});
export type OpsApplication = Static<typeof OpsApplication>;
/** `total`: how many match the filter, over every page. */
export const OpsApplicationList = Type.Object({
  list: Type.Array(OpsApplication),
  total: Type.Integer(),
});
export type OpsApplicationList = Static<typeof OpsApplicationList>;

export const OpsApplicationReason = Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' });
export const OpsApplicationProcessBody = Type.Object(
  { reason: Type.Optional(OpsApplicationReason) },
  { additionalProperties: false },
);
export const OpsApplicationRejectBody = Type.Object(
  { reason: OpsApplicationReason },
  { additionalProperties: false },
);
/** Issue: the amount (major units) and kind, or the promotion's own reward when absent. */
export const OpsApplicationIssueFields = Type.Object(
  {
    kind: Type.Optional(RewardPayout),
    turnover: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    reason: Type.Optional(OpsApplicationReason),
  },
  { additionalProperties: false },
);

/** Operator API: raffle draws (`/ops/raffles/draw`). */
export const OpsRaffleDrawBody = Type.Object(
  {
    brand: MerchantCode,
    /** The promotion's code (DAILY_RAFFLE) or id. */
    promotion: Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' }),
    period: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
    /** Draw before the period's draw time (closes it to new tickets). */
    early: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export const OpsRaffleDraw = Type.Object({
  promotionId: Type.Integer(),
  period: Type.String(),
  drawAt: Type.Number(),
  drawnAt: Type.Number(),
  tickets: Type.Integer(),
  prize: Type.Number(),
  payout: RewardPayout,
  early: Type.Boolean(),
  winners: Type.Array(
    Type.Object({
      rank: Type.Integer(),
      account: Type.String(),
      rewardId: Nullable(Type.String()),
    }),
  ),
  drawnNow: Type.Boolean(),
});
export type OpsRaffleDraw = Static<typeof OpsRaffleDraw>;
