import Type, { type Static } from 'typebox';
import { ListOf, MerchantCode, Nullable } from './common.js';
import { IdempotencyKey } from './messages.js';

/**
 * The reward centre and bonus details (issue 13; spec §2 in_reward_center, in_bonus_details,
 * §4 activity states). Money is in major units; times are epoch milliseconds.
 */

export const RewardSource = Type.Union([
  Type.Literal('PROMOTION'),
  Type.Literal('MISSION'),
  Type.Literal('VIP_LEVEL_UP'),
  Type.Literal('RED_ENVELOPE'),
  Type.Literal('WHEEL'),
  Type.Literal('RAFFLE'),
  Type.Literal('REFERRAL'),
  Type.Literal('OPERATOR'),
]);
export type RewardSource = Static<typeof RewardSource>;

/** spec §4 activity names: claimable, claimed, closed (expired unclaimed). */
export const RewardState = Type.Union([
  Type.Literal('claim'),
  Type.Literal('claimed'),
  Type.Literal('close'),
]);
export type RewardState = Static<typeof RewardState>;

export const RewardPayout = Type.Union([Type.Literal('CASH'), Type.Literal('BONUS')]);
export type RewardPayout = Static<typeof RewardPayout>;

export const MemberReward = Type.Object({
  id: Type.String(),
  source: RewardSource,
  title: Type.String(),
  amount: Type.Number(),
  payout: RewardPayout,
  /** BONUS: the valid bet needed is this multiple of the amount. */
  turnoverMultiple: Type.Number(),
  state: RewardState,
  createdAt: Type.Number(),
  expiresAt: Nullable(Type.Number()),
  claimedAt: Nullable(Type.Number()),
});
export type MemberReward = Static<typeof MemberReward>;

/** GET /wps/member/rewards: claimable first, then claimed and closed, newest first. */
export const RewardList = Type.Object({
  list: Type.Array(MemberReward),
  /** Claimable now: the reward centre's badge and the header's count. */
  unclaimed: Type.Integer(),
});
export type RewardList = Static<typeof RewardList>;

/** POST /wps/member/rewards/claim */
export const ClaimRewardBody = Type.Object(
  { id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) },
  { additionalProperties: false },
);
export type ClaimRewardBody = Static<typeof ClaimRewardBody>;

export const ClaimRewardResult = Type.Object({
  reward: MemberReward,
  /** The bonus the claim opened (BONUS payout), else null. */
  bonusId: Nullable(Type.String()),
  /** True when this reward had already been claimed (nothing was paid again). */
  alreadyClaimed: Type.Boolean(),
  unclaimed: Type.Integer(),
});
export type ClaimRewardResult = Static<typeof ClaimRewardResult>;

export const BonusState = Type.Union([
  Type.Literal('ACTIVE'),
  Type.Literal('COMPLETED'),
  Type.Literal('EXPIRED'),
  Type.Literal('CANCELLED'),
]);
export type BonusState = Static<typeof BonusState>;

export const MemberBonus = Type.Object({
  id: Type.String(),
  rewardId: Type.String(),
  source: RewardSource,
  title: Type.String(),
  amount: Type.Number(),
  turnoverRequired: Type.Number(),
  /** Valid bet since the claim (capped at the requirement). */
  turnoverDone: Type.Number(),
  state: BonusState,
  claimedAt: Type.Number(),
  expiresAt: Nullable(Type.Number()),
});
export type MemberBonus = Static<typeof MemberBonus>;

/** GET /wps/member/bonuses */
export const BonusList = ListOf(MemberBonus);
export type BonusList = Static<typeof BonusList>;

/** POST /ops/rewards: an operator's grant (finance role); `amount` is checked as money. */
export const GrantRewardFields = Type.Object({
  brand: MerchantCode,
  account: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_.-]+$' }),
  kind: RewardPayout,
  /** BONUS only: the turnover multiple of the amount (0 to 100). */
  turnover: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  reason: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  /** Days the member has to claim it (default 30). */
  expiresInDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 365 })),
  idempotencyKey: IdempotencyKey,
});

export const GrantRewardResult = Type.Object({
  reward: MemberReward,
  account: Type.String(),
  /** True when the key had already granted this reward. */
  replayed: Type.Boolean(),
});
export type GrantRewardResult = Static<typeof GrantRewardResult>;

/** GET /ops/rewards?brand=&account= */
export const OpsRewardsQuery = Type.Object(
  {
    brand: MerchantCode,
    account: Type.Optional(
      Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_.-]+$' }),
    ),
    state: Type.Optional(RewardState),
  },
  { additionalProperties: false },
);
export type OpsRewardsQuery = Static<typeof OpsRewardsQuery>;

export const OpsReward = Type.Intersect([MemberReward, Type.Object({ account: Type.String() })]);
export const OpsRewardList = ListOf(OpsReward);
export type OpsRewardList = Static<typeof OpsRewardList>;
