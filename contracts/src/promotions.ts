import Type, { type Static } from 'typebox';
import { Language, Nullable } from './common.js';

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
        images: Type.Array(ApplicationImage),
      }),
    ),
  ),
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
});
export type Claimed = Static<typeof Claimed>;

/** MCSFE_applyActivity (multipart, or JSON with base64 images). */
export const MAX_APPLICATION_IMAGES = 3;
export const ApplyBody = Type.Object({
  promotionId: PromotionId,
  comment: Type.Optional(Type.String({ maxLength: 2000 })),
  // A few more than allowed, so too many images get the clear maxItems message of the service.
  images: Type.Optional(
    Type.Array(
      Type.Object({
        name: Type.Optional(Type.String({ maxLength: 255 })),
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
