import Type, { type Static } from 'typebox';
import { MerchantCode, Nullable, PageOf, paging, SINGLE_LINE_TEXT_PATTERN } from './common.js';
import { OpsReason } from './content-ops.js';

/**
 * The operator API of promotions and the help centre (issue 45 item 5, support role): what a
 * member reads, written in Bengali and English. HTML is stored and shown only as the API's
 * sanitiser leaves it (`POST /ops/promotions/preview`, `POST /ops/help/preview` answer exactly
 * that); titles, names and summaries are plain text.
 */

const Title = Type.String({ minLength: 1, maxLength: 120, pattern: SINGLE_LINE_TEXT_PATTERN });
const Summary = Type.String({ minLength: 1, maxLength: 300, pattern: SINGLE_LINE_TEXT_PATTERN });
const Html = Type.String({ minLength: 1, maxLength: 20_000 });
/** An ISO time with its offset, as `Date.toISOString()` writes it. */
const IsoTime = Type.String({
  pattern:
    '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,3})?)?(Z|[+-][0-9]{2}:[0-9]{2})$',
});

export const PROMOTION_STATES = ['running', 'scheduled', 'ended'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];
export const PROMOTION_PAYOUTS = ['CASH', 'BONUS'] as const;
export type PromotionPayout = (typeof PROMOTION_PAYOUTS)[number];

/** A promotion's code: lower-case letters, digits and dashes; fixed once created. */
export const PROMOTION_CODE_PATTERN = '^[a-z0-9][a-z0-9-]{1,47}$';
/** A promotion's category (the site's tabs): letters, digits, dashes and underscores. */
export const PROMOTION_CATEGORY_PATTERN = '^[A-Za-z0-9_-]{1,32}$';
/** The generated artwork's seed: another key draws other shapes (the art has the title). */
export const IMAGE_KEY_PATTERN = '^[a-z0-9][a-z0-9-]{0,79}$';
export const MAX_TURNOVER_MULTIPLE = 100;

export const OpsPromotionsQuery = Type.Object(
  {
    brand: MerchantCode,
    /** running: open now; scheduled: starts later; ended: past its end. None: all of them. */
    state: Type.Optional(Type.Enum(PROMOTION_STATES)),
    ...paging(20),
  },
  { additionalProperties: false },
);
export type OpsPromotionsQuery = Static<typeof OpsPromotionsQuery>;

export const OpsPromotion = Type.Object({
  id: Type.String(),
  brand: Type.String(),
  code: Type.String(),
  category: Type.String(),
  titleBn: Type.String(),
  titleEn: Type.String(),
  summaryBn: Type.String(),
  summaryEn: Type.String(),
  bodyHtmlBn: Type.String(),
  bodyHtmlEn: Type.String(),
  imageKey: Type.String(),
  /** The generated artwork as members see it (English). */
  imageUrl: Type.String(),
  startsAt: Type.String(),
  endsAt: Nullable(Type.String()),
  state: Type.Enum(PROMOTION_STATES),
  requiresApplication: Type.Boolean(),
  /** What one claim pays, in major units ("0.00": nothing). */
  rewardAmount: Type.String(),
  payout: Type.Enum(PROMOTION_PAYOUTS),
  turnoverMultiple: Type.Number(),
  /** Members who claimed it or whose application was issued. */
  claims: Type.Integer(),
});
export type OpsPromotion = Static<typeof OpsPromotion>;
export const OpsPromotionPage = PageOf(OpsPromotion);
export type OpsPromotionPage = Static<typeof OpsPromotionPage>;

/**
 * What an operator writes. `rewardAmount` (a number or a decimal string, 0 to 1,000,000) is
 * added by the API, whose money keyword checks it. A change of the reward applies to the next
 * claims only: what a member has claimed keeps what it paid.
 */
export const OpsPromotionFields = Type.Object({
  category: Type.String({ pattern: PROMOTION_CATEGORY_PATTERN }),
  titleBn: Title,
  titleEn: Title,
  summaryBn: Summary,
  summaryEn: Summary,
  bodyHtmlBn: Html,
  bodyHtmlEn: Html,
  imageKey: Type.Optional(Type.String({ pattern: IMAGE_KEY_PATTERN })),
  startsAt: IsoTime,
  /** null: open until an operator ends it. */
  endsAt: Nullable(IsoTime),
  requiresApplication: Type.Boolean(),
  payout: Type.Enum(PROMOTION_PAYOUTS),
  turnoverMultiple: Type.Number({ minimum: 0, maximum: MAX_TURNOVER_MULTIPLE }),
});
export type OpsPromotionFields = Static<typeof OpsPromotionFields> & {
  rewardAmount: number | string;
};
export type OpsPromotionCreate = OpsPromotionFields & {
  brand: string;
  code: string;
  reason: string;
};
export type OpsPromotionEdit = Partial<OpsPromotionFields> & { reason: string };

export const PromotionIdParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }),
});
/** The preview: the HTML exactly as members will get it. */
export const OpsSingleHtmlPreviewBody = Type.Object(
  { html: Type.String({ maxLength: 20_000 }) },
  { additionalProperties: false },
);
export const OpsSingleHtmlPreview = Type.Object({ html: Type.String() });
export type OpsSingleHtmlPreview = Static<typeof OpsSingleHtmlPreview>;

/** Help centre. */
export const HELP_CODE_PATTERN = '^[a-z0-9][a-z0-9-]{0,47}$';
const HelpName = Type.String({ minLength: 1, maxLength: 80, pattern: SINGLE_LINE_TEXT_PATTERN });

export const OpsHelpArticle = Type.Object({
  id: Type.String(),
  categoryId: Type.String(),
  code: Type.String(),
  titleBn: Type.String(),
  titleEn: Type.String(),
  htmlBn: Type.String(),
  htmlEn: Type.String(),
});
export type OpsHelpArticle = Static<typeof OpsHelpArticle>;
export const OpsHelpCategory = Type.Object({
  id: Type.String(),
  code: Type.String(),
  nameBn: Type.String(),
  nameEn: Type.String(),
  articles: Type.Array(OpsHelpArticle),
});
export type OpsHelpCategory = Static<typeof OpsHelpCategory>;
export const OpsHelpCentre = Type.Object({
  brand: Type.String(),
  categories: Type.Array(OpsHelpCategory),
});
export type OpsHelpCentre = Static<typeof OpsHelpCentre>;

export const OpsHelpQuery = Type.Object({ brand: MerchantCode }, { additionalProperties: false });
export const HelpIdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) });

export const OpsHelpCategoryCreate = Type.Object(
  {
    brand: MerchantCode,
    /** Defaults to one made from the English name. */
    code: Type.Optional(Type.String({ pattern: HELP_CODE_PATTERN })),
    nameBn: HelpName,
    nameEn: HelpName,
    reason: OpsReason,
  },
  { additionalProperties: false },
);
export type OpsHelpCategoryCreate = Static<typeof OpsHelpCategoryCreate>;
export const OpsHelpCategoryRename = Type.Object(
  { nameBn: HelpName, nameEn: HelpName, reason: OpsReason },
  { additionalProperties: false },
);
export type OpsHelpCategoryRename = Static<typeof OpsHelpCategoryRename>;

const IdList = Type.Array(Type.String({ pattern: '^[1-9][0-9]{0,17}$' }), {
  minItems: 1,
  maxItems: 200,
  uniqueItems: true,
});
/** The whole new order: every category of the brand (or article of the category) once. */
export const OpsHelpOrder = Type.Object(
  { brand: MerchantCode, ids: IdList, reason: OpsReason },
  { additionalProperties: false },
);
export type OpsHelpOrder = Static<typeof OpsHelpOrder>;
export const OpsHelpArticleOrder = Type.Object(
  { ids: IdList, reason: OpsReason },
  { additionalProperties: false },
);
export type OpsHelpArticleOrder = Static<typeof OpsHelpArticleOrder>;

const ArticleTexts = {
  titleBn: Type.String({ minLength: 1, maxLength: 160, pattern: SINGLE_LINE_TEXT_PATTERN }),
  titleEn: Type.String({ minLength: 1, maxLength: 160, pattern: SINGLE_LINE_TEXT_PATTERN }),
  htmlBn: Html,
  htmlEn: Html,
};
export const OpsHelpArticleCreate = Type.Object(
  {
    categoryId: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }),
    code: Type.Optional(Type.String({ pattern: HELP_CODE_PATTERN })),
    ...ArticleTexts,
    reason: OpsReason,
  },
  { additionalProperties: false },
);
export type OpsHelpArticleCreate = Static<typeof OpsHelpArticleCreate>;
/** An edit; a new `categoryId` moves the article to the end of that category. */
export const OpsHelpArticleEdit = Type.Object(
  {
    categoryId: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,17}$' })),
    ...ArticleTexts,
    reason: OpsReason,
  },
  { additionalProperties: false },
);
export type OpsHelpArticleEdit = Static<typeof OpsHelpArticleEdit>;
