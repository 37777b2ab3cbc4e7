import Type, { type Static, type TSchema } from 'typebox';
import { Nullable, PageNo, pageSize } from './common.js';
import { OpsReason } from './content-ops.js';
import { OddsMilli } from './sportsbook.js';

/**
 * The sportsbook's bets (issue 43 items 4, 5 and 7): the bet slip, the member's bets, cash-out,
 * and the operator's settlement and liability. Prices are decimal odds × 1000 (`oddsMilli`), as
 * in `sportsbook.ts`; amounts are major units, as everywhere in the API.
 */

/** What the member accepts when a price moved between the slip and its acceptance. */
export const ODDS_CHANGE_POLICIES = ['ANY', 'HIGHER', 'NONE'] as const;
export type OddsChangePolicy = (typeof ODDS_CHANGE_POLICIES)[number];

/**
 * A bet's life: PENDING while an in-play bet waits out its delay, then OPEN (accepted) or
 * REFUSED (its stake returned); an OPEN bet ends WON, LOST, VOID (every leg void or pushed) or
 * CASHED_OUT. A corrected result moves a settled bet to another settled state, once per
 * correction, with the ledger's reversal.
 */
export const SPORTS_BET_STATES = [
  'PENDING',
  'OPEN',
  'REFUSED',
  'WON',
  'LOST',
  'VOID',
  'CASHED_OUT',
] as const;
export type SportsBetState = (typeof SPORTS_BET_STATES)[number];

/** A leg's result: OPEN until its market is settled. */
export const SPORTS_LEG_RESULTS = [
  'OPEN',
  'WIN',
  'LOSE',
  'VOID',
  'PUSH',
  'HALF_WIN',
  'HALF_LOSE',
] as const;
export type SportsLegResult = (typeof SPORTS_LEG_RESULTS)[number];

export const SelectionId = Type.String({ pattern: '^[0-9]{1,18}$' });
export const SlipKey = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' });

/** One selection of the slip, with the price and the price version the member saw. */
export const SlipSelection = Type.Object(
  {
    selectionId: SelectionId,
    oddsMilli: OddsMilli,
    priceVersion: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type SlipSelection = Static<typeof SlipSelection>;

/**
 * POST /sportsbook/bets: one slip of singles and multiples. Each bet names its legs among the
 * slip's selections (one leg: a single; more: a multiple, from different events) and its stake.
 * The API supplies the stake's schema (its money keyword takes a number or a decimal string).
 */
export const placeSportsSlipBody = (stake: TSchema) =>
  Type.Object(
    {
      slipKey: SlipKey,
      oddsChange: Type.Enum(ODDS_CHANGE_POLICIES),
      selections: Type.Array(SlipSelection, { minItems: 1, maxItems: 20 }),
      bets: Type.Array(
        Type.Object(
          {
            legs: Type.Array(SelectionId, { minItems: 1, maxItems: 20, uniqueItems: true }),
            stake,
          },
          { additionalProperties: false },
        ),
        { minItems: 1, maxItems: 20 },
      ),
    },
    { additionalProperties: false },
  );
export interface PlaceSportsSlip {
  slipKey: string;
  oddsChange: OddsChangePolicy;
  selections: SlipSelection[];
  bets: Array<{ legs: string[]; stake: number | string }>;
}

export const SportsBetLeg = Type.Object({
  selectionId: Type.String(),
  selectionCode: Type.String(),
  /** A handicap or total line in goals (runs, maps, kills): −0.25, 2.75; null without one. */
  line: Nullable(Type.Number()),
  marketId: Type.String(),
  marketType: Type.String(),
  eventId: Type.String(),
  /** The price taken. */
  oddsMilli: Type.Integer(),
  result: Type.Enum(SPORTS_LEG_RESULTS),
  settledAt: Nullable(Type.String()),
});
export type SportsBetLeg = Static<typeof SportsBetLeg>;

export const SportsBet = Type.Object({
  betId: Type.String(),
  slipKey: Type.String(),
  kind: Type.Enum(['SINGLE', 'MULTIPLE']),
  state: Type.Enum(SPORTS_BET_STATES),
  stake: Type.Number(),
  /** The legs' prices multiplied, × 1000, rounded down. */
  oddsMilli: Type.Integer(),
  potentialReturn: Type.Number(),
  /** What it paid back (stake included) when settled or cashed out; 0 before. */
  paidReturn: Type.Number(),
  /** Why a bet was refused (an error code), or null. */
  refusal: Nullable(Type.String()),
  /** When a PENDING bet is decided (the in-play delay's end). */
  acceptAt: Nullable(Type.String()),
  legs: Type.Array(SportsBetLeg),
  createdAt: Type.String(),
  settledAt: Nullable(Type.String()),
});
export type SportsBet = Static<typeof SportsBet>;

/** The slip's answer: every bet it made, in the slip's order. */
export const SportsSlipAnswer = Type.Object({
  slipKey: Type.String(),
  bets: Type.Array(SportsBet),
});
export type SportsSlipAnswer = Static<typeof SportsSlipAnswer>;

/** GET /sportsbook/bets: the member's bets, open (PENDING, OPEN) or settled, newest first. */
export const SportsBetsQuery = Type.Object({
  status: Type.Enum(['open', 'settled'], { default: 'open' }),
  pageNo: PageNo,
  pageSize: pageSize(20),
});
export const SportsBetPage = Type.Object({ list: Type.Array(SportsBet), total: Type.Integer() });
export type SportsBetPage = Static<typeof SportsBetPage>;

export const SportsBetParams = Type.Object({ betId: SelectionId });

/** GET /sportsbook/bets/:betId/cash-out: the offer now, or null when there is none. */
export const CashOutOffer = Type.Object({
  betId: Type.String(),
  value: Nullable(Type.Number()),
  /** A token of the prices the value was computed on; the answer sends it back. */
  quote: Nullable(Type.String()),
});
export type CashOutOffer = Static<typeof CashOutOffer>;

/** POST /sportsbook/bets/:betId/cash-out: take the offer; refused if it moved against the player. */
export const cashOutBody = (value: TSchema) =>
  Type.Object(
    { value, quote: Type.String({ minLength: 1, maxLength: 200 }) },
    { additionalProperties: false },
  );
export interface CashOutRequest {
  value: number | string;
  quote: string;
}

/** A member's live stream event when one of their bets changes state. */
export const SportsBetChange = Type.Object({
  betId: Type.String(),
  state: Type.Enum(SPORTS_BET_STATES),
  paidReturn: Type.Number(),
});
export type SportsBetChange = Static<typeof SportsBetChange>;

/** Operator: settle a market by hand with its result fact (as the feed would give it). */
export const OpsSettleMarketBody = Type.Object(
  {
    result: Type.Union([
      Type.Object(
        {
          kind: Type.Literal('WINNERS'),
          winners: Type.Array(Type.String(), { minItems: 1, maxItems: 10 }),
        },
        { additionalProperties: false },
      ),
      Type.Object(
        {
          kind: Type.Literal('SCORE'),
          home: Type.Integer({ minimum: 0, maximum: 100_000 }),
          away: Type.Integer({ minimum: 0, maximum: 100_000 }),
        },
        { additionalProperties: false },
      ),
      Type.Object(
        { kind: Type.Literal('TOTAL'), total: Type.Integer({ minimum: 0, maximum: 100_000 }) },
        { additionalProperties: false },
      ),
      Type.Object({ kind: Type.Literal('VOID') }, { additionalProperties: false }),
    ]),
    reason: OpsReason,
  },
  { additionalProperties: false },
);
export const OpsSettlementAnswer = Type.Object({
  marketId: Type.String(),
  resultVersion: Type.Integer(),
  legsSettled: Type.Integer(),
  betsSettled: Type.Integer(),
});
export type OpsSettlementAnswer = Static<typeof OpsSettlementAnswer>;

/** The house's worst case per outcome of an event's markets: what it pays if that selection wins. */
export const EventLiability = Type.Object({
  eventId: Type.String(),
  openStake: Type.Number(),
  selections: Type.Array(
    Type.Object({
      marketId: Type.String(),
      selectionId: Type.String(),
      selectionCode: Type.String(),
      openBets: Type.Integer(),
      stake: Type.Number(),
      /** Potential returns of the open bets with a leg on it, less the event's open stake. */
      liability: Type.Number(),
    }),
  ),
});
export type EventLiability = Static<typeof EventLiability>;
