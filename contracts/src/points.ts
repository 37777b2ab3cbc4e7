import Type, { type Static } from 'typebox';
import { LocalizedText, Nullable, PageOf, paging } from './common.js';

/** The points mall (spec §3 points, §4 redemption states, §7 points). */

/** MCS2_getPointBalance. */
export const PointBalance = Type.Object({ pointBalance: Type.Integer() });

export const RewardCategory = Type.Union([
  Type.Literal('voucher'),
  Type.Literal('bonus'),
  Type.Literal('gadget'),
]);
export type RewardCategory = Static<typeof RewardCategory>;

/** MCS2_getPointReward: the goods, by category, paged. */
export const PointRewardsQuery = Type.Object({
  ...paging(10),
  category: Type.Optional(RewardCategory),
});
export const PointReward = Type.Object({
  id: Type.Integer(),
  sku: Type.String(),
  name: LocalizedText,
  details: LocalizedText,
  category: RewardCategory,
  points: Type.Integer(),
  stock: Type.Integer(),
  maxPerRedemption: Type.Integer(),
  imageKey: Type.String(),
  /** The reward's picture, served by the API. */
  imageUrl: Type.String(),
});
export type PointReward = Static<typeof PointReward>;
export const PointRewards = PageOf(PointReward);

/** MCS2_getPointConfig: the points ratio and how earning works at this brand. */
export const PointConfig = Type.Object({
  /** Points per one unit of the brand's currency. */
  pointsPerUnit: Type.Integer(),
  minConvertPoints: Type.Integer(),
  /** Conversions go in steps of this many points (whole minor units of money). */
  convertStep: Type.Integer(),
  currency: Type.String(),
  currencySymbol: Type.String(),
  /** Points per 100 units of valid bet, by game category. */
  earnPer100: Type.Record(Type.String(), Type.Number()),
  expires: Type.Boolean(),
});
export type PointConfig = Static<typeof PointConfig>;

export const RedemptionStatus = Type.Union([
  Type.Literal('in_process'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
]);
export type RedemptionStatus = Static<typeof RedemptionStatus>;

const RequestKey = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' });

/** passwordCheck/MCS2_redeemPointReward. */
export const RedeemPointBody = Type.Object(
  {
    rewardId: Type.Integer({ minimum: 1 }),
    quantity: Type.Integer({ minimum: 1, maximum: 99 }),
    paymentPassword: Type.String({ minLength: 1, maxLength: 64 }),
    /** The client's key for this submit: sent again, it answers with the same redemption. */
    requestKey: RequestKey,
  },
  { additionalProperties: false },
);
export type RedeemPointBody = Static<typeof RedeemPointBody>;

export const PointRedemption = Type.Object({
  id: Type.String(),
  rewardId: Type.Integer(),
  sku: Type.String(),
  name: LocalizedText,
  quantity: Type.Integer(),
  pointsEach: Type.Integer(),
  pointsTotal: Type.Integer(),
  status: RedemptionStatus,
  /** The operator's remark. */
  remark: Nullable(Type.String()),
  createdAt: Type.String(),
  reviewedAt: Nullable(Type.String()),
});
export type PointRedemption = Static<typeof PointRedemption>;
export const RedeemPointResult = Type.Object({
  redemption: PointRedemption,
  pointBalance: Type.Integer(),
});
export type RedeemPointResult = Static<typeof RedeemPointResult>;

/** MCS2_getRedeemPointList: the member's redeem history. */
export const RedeemListQuery = Type.Object({
  ...paging(10),
  status: Type.Optional(RedemptionStatus),
});
export const RedeemList = PageOf(PointRedemption);
export type RedeemList = Static<typeof RedeemList>;

/** passwordCheck/MCS2_convertPoint. */
export const ConvertPointBody = Type.Object(
  {
    points: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
    paymentPassword: Type.String({ minLength: 1, maxLength: 64 }),
    requestKey: RequestKey,
  },
  { additionalProperties: false },
);
export type ConvertPointBody = Static<typeof ConvertPointBody>;
export const ConvertPointResult = Type.Object({
  id: Type.String(),
  points: Type.Integer(),
  /** Money credited, major units. */
  amount: Type.Number(),
  pointBalance: Type.Integer(),
});
export type ConvertPointResult = Static<typeof ConvertPointResult>;

export const PointDetailKind = Type.Union([
  Type.Literal('OPENING'),
  Type.Literal('EARN'),
  Type.Literal('REDEEM'),
  Type.Literal('REDEEM_REFUND'),
  Type.Literal('CONVERT'),
]);
export type PointDetailKind = Static<typeof PointDetailKind>;

/** ODSFE2_MemTransDet: point details, earned and spent, with what moved them. */
export const PointDetailsQuery = Type.Object({
  ...paging(10),
  direction: Type.Optional(Type.Union([Type.Literal('earned'), Type.Literal('spent')])),
});
export const PointDetail = Type.Object({
  id: Type.String(),
  kind: PointDetailKind,
  /** Positive earned, negative spent. */
  points: Type.Integer(),
  detail: Type.Object({
    gameCode: Nullable(Type.String()),
    category: Nullable(Type.String()),
    redemptionId: Nullable(Type.String()),
    quantity: Nullable(Type.Integer()),
    amount: Nullable(Type.Number()),
  }),
  createdAt: Type.String(),
});
export type PointDetail = Static<typeof PointDetail>;
export const PointDetails = PageOf(PointDetail);
export type PointDetails = Static<typeof PointDetails>;

/** Operator side: /ops/points/redemptions. */
export const OpsRedemptionQuery = Type.Object(
  {
    brand: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{2,32}$' })),
    status: Type.Optional(RedemptionStatus),
    member: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' })),
    /** Redemptions made at least this many minutes ago (the console's queue, as deposits'). */
    minAgeMinutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 525_600 })),
    /** The redemption's points in all (its amount), both bounds included. */
    minPoints: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
    maxPoints: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
    ...paging(20),
  },
  { additionalProperties: false },
);
export type OpsRedemptionQuery = Static<typeof OpsRedemptionQuery>;
export const OpsRedemption = Type.Object({
  ...PointRedemption.properties,
  brand: Type.String(),
  member: Type.String(),
});
export type OpsRedemption = Static<typeof OpsRedemption>;
export const OpsRedemptionPage = Type.Object({
  list: Type.Array(OpsRedemption),
  total: Type.Integer(),
});
export const RedemptionIdParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }),
});
export const OpsApproveRedemptionBody = Type.Object(
  { remark: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);
export const OpsRejectRedemptionBody = Type.Object(
  { remark: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
