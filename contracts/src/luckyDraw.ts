import Type, { type Static } from 'typebox';
import { Nullable } from './common.js';
import { RewardPayout, RewardState } from './rewards.js';

/**
 * Red envelopes and the prize wheel (issue 13; spec §1 "red envelope and wheel tickets", §4
 * screens "red envelope", "prize wheel"). Money in major units; times ISO 8601.
 */

/** What earns tickets of one kind, from the brand's configuration. */
export const LuckyTicketRules = Type.Object({
  /** One ticket per credited deposit of at least this much; null: deposits earn none. */
  depositMin: Nullable(Type.Number()),
  /** One ticket per this much valid bet in one day; null: bets earn none. */
  validBetPerTicket: Nullable(Type.Number()),
  maxBetTicketsPerDay: Type.Integer(),
  /** Tickets given on reaching each level. */
  vipLevels: Type.Array(Type.Object({ level: Type.Integer(), tickets: Type.Integer() })),
});
export type LuckyTicketRules = Static<typeof LuckyTicketRules>;

/** One segment of the wheel; an amount of 0 is "try again". */
export const WheelSegment = Type.Object({
  amount: Type.Number(),
  payout: RewardPayout,
  turnover: Type.Number(),
});
export type WheelSegment = Static<typeof WheelSegment>;

export const LuckyWindow = Type.Object({
  start: Type.String({ format: 'date-time' }),
  end: Type.String({ format: 'date-time' }),
});
export type LuckyWindow = Static<typeof LuckyWindow>;

/** GET /wps/member/lucky-draw: tickets (granted first for what the member earned) and rules. */
export const LuckyDrawState = Type.Object({
  serverTime: Type.String({ format: 'date-time' }),
  wheel: Type.Object({
    tickets: Type.Integer(),
    rules: LuckyTicketRules,
    segments: Type.Array(WheelSegment),
  }),
  envelope: Type.Object({
    tickets: Type.Integer(),
    rules: LuckyTicketRules,
    /** The rain open now, or null; the next one to open. */
    open: Nullable(LuckyWindow),
    next: Nullable(LuckyWindow),
    /** Daily start times (`HH:MM`, the brand's day) and each window's length. */
    times: Type.Array(Type.String()),
    durationMinutes: Type.Integer(),
    min: Type.Number(),
    max: Type.Number(),
  }),
});
export type LuckyDrawState = Static<typeof LuckyDrawState>;

/** What a prize became in the reward centre (null for "try again"). */
const PrizeReward = Nullable(Type.Object({ id: Type.String(), state: RewardState }));

/** One spin: the segment drawn on the server and the wheel as it was spun. */
export const WheelSpin = Type.Object({
  id: Type.String(),
  segment: Type.Integer(),
  segments: Type.Array(WheelSegment),
  amount: Type.Number(),
  payout: RewardPayout,
  turnover: Type.Number(),
  createdAt: Type.String({ format: 'date-time' }),
  reward: PrizeReward,
});
export type WheelSpin = Static<typeof WheelSpin>;

export const WheelSpinList = Type.Object({ list: Type.Array(WheelSpin) });
export type WheelSpinList = Static<typeof WheelSpinList>;

/** POST /wps/member/lucky-draw/spin (no body): the spin and the tickets left. */
export const WheelSpinResult = Type.Object({ spin: WheelSpin, tickets: Type.Integer() });
export type WheelSpinResult = Static<typeof WheelSpinResult>;

export const EnvelopeOpening = Type.Object({
  id: Type.String(),
  amount: Type.Number(),
  windowStart: Type.String({ format: 'date-time' }),
  createdAt: Type.String({ format: 'date-time' }),
  reward: PrizeReward,
});
export type EnvelopeOpening = Static<typeof EnvelopeOpening>;

export const EnvelopeOpeningList = Type.Object({ list: Type.Array(EnvelopeOpening) });
export type EnvelopeOpeningList = Static<typeof EnvelopeOpeningList>;

/** POST /wps/member/lucky-draw/envelope (no body): the opening and the tickets left. */
export const EnvelopeOpenResult = Type.Object({
  opening: EnvelopeOpening,
  tickets: Type.Integer(),
});
export type EnvelopeOpenResult = Static<typeof EnvelopeOpenResult>;
