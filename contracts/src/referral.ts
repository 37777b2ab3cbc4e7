import Type, { type Static } from 'typebox';
import { Nullable, PageNo, pageSize } from './common.js';
import { RewardPayout, RewardState } from './rewards.js';

/**
 * Invite friends (issue 13, spec §1 referral links, §2 entry invite_friends → referral, flag
 * REFERRAL_PROMO) and the affiliate's sign-ups in the agent centre. Amounts in major units.
 */

/** The brand's rule: what an invitee does to qualify, and what the referrer earns. */
export const ReferralRule = Type.Object({
  minFirstDeposit: Type.Number(),
  minValidBet: Type.Number(),
  validBetDays: Type.Integer(),
  reward: Type.Number(),
  payout: RewardPayout,
  turnoverMultiple: Type.Number(),
  maxRewardsPerMonth: Type.Integer(),
});
export type ReferralRule = Static<typeof ReferralRule>;

/** GET /wps/member/referral: the member's code, link and QR code, the rule and the counts. */
export const ReferralSummary = Type.Object({
  /** Null for a trial account: it sees the programme but cannot invite. */
  code: Nullable(Type.String()),
  link: Nullable(Type.String()),
  /** The link's QR code as an SVG document (drawn by the API). */
  qrSvg: Nullable(Type.String()),
  rule: ReferralRule,
  invited: Type.Integer(),
  deposited: Type.Integer(),
  qualified: Type.Integer(),
  /** Rewarded invitees this month, against `rule.maxRewardsPerMonth`. */
  rewardedThisMonth: Type.Integer(),
  /** What the referrer earned in all (rewards offered, claimed or not). */
  earned: Type.Number(),
});
export type ReferralSummary = Static<typeof ReferralSummary>;

/** registered → deposited (first deposit credited) → qualified (the rule met). */
export const ReferralState = Type.Union([
  Type.Literal('registered'),
  Type.Literal('deposited'),
  Type.Literal('qualified'),
]);
export type ReferralState = Static<typeof ReferralState>;

export const ReferralInvitee = Type.Object({
  /** The invitee's username, masked (ra****01). */
  account: Type.String(),
  registeredAt: Type.String({ format: 'date-time' }),
  state: ReferralState,
  firstDepositAt: Nullable(Type.String({ format: 'date-time' })),
  qualifiedAt: Nullable(Type.String({ format: 'date-time' })),
  /** The valid bet counted toward the rule so far, and until when it counts. */
  validBet: Type.Number(),
  deadline: Type.String({ format: 'date-time' }),
  /** Past the deadline and not qualified: this invitee can no longer qualify. */
  closed: Type.Boolean(),
  /** Qualified when the month's cap was reached: no reward. */
  capped: Type.Boolean(),
  reward: Nullable(
    Type.Object({
      id: Type.String(),
      amount: Type.Number(),
      payout: RewardPayout,
      state: RewardState,
    }),
  ),
});
export type ReferralInvitee = Static<typeof ReferralInvitee>;

export const ReferralInviteesQuery = Type.Object(
  { pageNo: PageNo, pageSize: pageSize(10) },
  { additionalProperties: false },
);
export type ReferralInviteesQuery = Static<typeof ReferralInviteesQuery>;

export const ReferralInviteePage = Type.Object({
  list: Type.Array(ReferralInvitee),
  total: Type.Integer(),
});
export type ReferralInviteePage = Static<typeof ReferralInviteePage>;

/** GET /wps/agent/signups: members who registered with the agent's affiliate code. */
export const AffiliateSignupsQuery = Type.Object(
  { pageNo: PageNo, pageSize: pageSize(10) },
  { additionalProperties: false },
);
export type AffiliateSignupsQuery = Static<typeof AffiliateSignupsQuery>;

export const AffiliateSignup = Type.Object({
  account: Type.String(),
  registeredAt: Type.String({ format: 'date-time' }),
  /** The first credited deposit, or null while the member has not deposited. */
  firstDepositAt: Nullable(Type.String({ format: 'date-time' })),
  firstDeposit: Nullable(Type.Number()),
});
export type AffiliateSignup = Static<typeof AffiliateSignup>;

export const AffiliateSignupPage = Type.Object({
  /** Sign-ups this Dhaka calendar month (UTC+6). */
  thisMonth: Type.Integer(),
  /** Of them, those who have deposited. */
  thisMonthDeposited: Type.Integer(),
  list: Type.Array(AffiliateSignup),
  total: Type.Integer(),
});
export type AffiliateSignupPage = Static<typeof AffiliateSignupPage>;
