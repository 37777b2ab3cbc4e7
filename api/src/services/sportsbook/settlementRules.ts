/**
 * The sportsbook's money rules, pure: what a selection's outcome is from its market's result
 * fact, what a bet returns, what an open bet is worth if cashed out now. Amounts are integer
 * minor units (bigint) and prices decimal odds × 1000 (`odds_milli`), so no float ever reaches
 * money. Every amount is computed exactly as a fraction and rounded once, down: the house keeps
 * the fraction of a unit, never more than one unit.
 */

import { HANDICAP_MARKET_KINDS, TOTAL_MARKET_KINDS } from '@site/contracts';

export type LegOutcome = 'WIN' | 'LOSE' | 'VOID' | 'PUSH' | 'HALF_WIN' | 'HALF_LOSE';

/**
 * A market's result as the settlement rules read it:
 * - WINNERS: the winning selection codes (match winner, top batsman, map winner);
 * - SCORE: the two sides' final figures (goals, runs, maps) for a handicap market;
 * - TOTAL: one figure (goals, runs in an innings or a session, kills) for an over/under market;
 * - VOID: the market or its event was voided: every selection's stake comes back.
 */
export type MarketResult =
  | { kind: 'WINNERS'; winners: readonly string[] }
  | { kind: 'SCORE'; home: number; away: number }
  | { kind: 'TOTAL'; total: number }
  | { kind: 'VOID' };

/** Which result fact a market of this kind is settled by: a score, a total, or its winners. */
export function resultKindOf(marketKind: string): 'SCORE' | 'TOTAL' | 'WINNERS' {
  if ((HANDICAP_MARKET_KINDS as readonly string[]).includes(marketKind)) return 'SCORE';
  if ((TOTAL_MARKET_KINDS as readonly string[]).includes(marketKind)) return 'TOTAL';
  return 'WINNERS';
}

/**
 * A selection as priced: its code, and for a handicap or total its line in quarters of a goal,
 * run, map or kill (−0.25 is −1, 2.75 is 11), so quarter lines are exact integers.
 * Handicap codes are HOME and AWAY (the line is the one applied to that side), total codes OVER
 * and UNDER.
 */
export interface PricedSelection {
  code: string;
  lineQuarters?: number | null;
}

export class SettlementRuleError extends Error {}

/** The result of one half (or the whole) of a handicap or total bet, by its margin's sign. */
function outcomeOfMargin(marginQuarters: number): 'WIN' | 'LOSE' | 'PUSH' {
  if (marginQuarters > 0) return 'WIN';
  return marginQuarters < 0 ? 'LOSE' : 'PUSH';
}

/**
 * A quarter line (an odd number of quarters) is two bets of half the stake each, on the lines a
 * quarter either side: −0.25 is half on 0 and half on −0.5. Their two results combine into one.
 */
function lineOutcome(marginAtLine: (lineQuarters: number) => number, lineQuarters: number) {
  if (lineQuarters % 2 === 0) return outcomeOfMargin(marginAtLine(lineQuarters));
  const halves = [lineQuarters - 1, lineQuarters + 1].map((line) =>
    outcomeOfMargin(marginAtLine(line)),
  );
  if (halves[0] === halves[1]) return halves[0]!;
  // Whole scores against half lines a half apart: one half pushes, the other wins or loses.
  return halves.includes('WIN') ? 'HALF_WIN' : 'HALF_LOSE';
}

function requireLine(selection: PricedSelection): number {
  const line = selection.lineQuarters;
  if (line === null || line === undefined || !Number.isInteger(line))
    throw new SettlementRuleError(`selection ${selection.code} needs a line in quarters`);
  return line;
}

function requireFigure(value: number, name: string): number {
  if (!Number.isInteger(value) || value < 0)
    throw new SettlementRuleError(`${name} must be a whole number, not ${value}`);
  return value;
}

/** The outcome of one selection from its market's result fact. */
export function selectionOutcome(selection: PricedSelection, result: MarketResult): LegOutcome {
  switch (result.kind) {
    case 'VOID':
      return 'VOID';
    case 'WINNERS':
      return result.winners.includes(selection.code) ? 'WIN' : 'LOSE';
    case 'SCORE': {
      const line = requireLine(selection);
      const home = requireFigure(result.home, 'home');
      const away = requireFigure(result.away, 'away');
      const sideLead =
        selection.code === 'HOME' ? home - away : selection.code === 'AWAY' ? away - home : null;
      if (sideLead === null)
        throw new SettlementRuleError(`a handicap has no selection ${selection.code}`);
      return lineOutcome((lineQ) => 4 * sideLead + lineQ, line);
    }
    case 'TOTAL': {
      const line = requireLine(selection);
      const total = 4 * requireFigure(result.total, 'total');
      if (selection.code === 'OVER') return lineOutcome((lineQ) => total - lineQ, line);
      if (selection.code === 'UNDER') return lineOutcome((lineQ) => lineQ - total, line);
      throw new SettlementRuleError(`a total has no selection ${selection.code}`);
    }
  }
}

/** An exact non-negative fraction; amounts are taken from it once, rounded down. */
interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

const ODDS_SCALE = 1000n;

/**
 * How many selections share a win (a dead heat: two top batsmen on the same runs): the stake is
 * divided among them, so a winning leg pays odds / n. 1 for every other result.
 */
export function deadHeatOf(selection: PricedSelection, result: MarketResult): number {
  return result.kind === 'WINNERS' && result.winners.includes(selection.code)
    ? new Set(result.winners).size
    : 1;
}

/** What one leg multiplies the stake by, as a fraction of decimal odds. */
export function legFactor(outcome: LegOutcome, oddsMilli: number, deadHeat = 1): Fraction {
  const odds = BigInt(oddsMilli);
  if (odds < ODDS_SCALE) throw new SettlementRuleError(`odds ${oddsMilli} are below 1.000`);
  if (!Number.isInteger(deadHeat) || deadHeat < 1)
    throw new SettlementRuleError('a dead heat is shared by 1 or more');
  switch (outcome) {
    case 'WIN':
      return { numerator: odds, denominator: ODDS_SCALE * BigInt(deadHeat) };
    case 'LOSE':
      return { numerator: 0n, denominator: 1n };
    case 'VOID':
    case 'PUSH':
      return { numerator: 1n, denominator: 1n };
    // Half the stake wins at the odds, the other half comes back: (odds + 1) / 2.
    case 'HALF_WIN':
      return { numerator: odds + ODDS_SCALE, denominator: 2n * ODDS_SCALE };
    // Half the stake loses, the other half comes back.
    case 'HALF_LOSE':
      return { numerator: 1n, denominator: 2n };
  }
}

function product(factors: readonly Fraction[]): Fraction {
  return factors.reduce(
    (acc, f) => ({
      numerator: acc.numerator * f.numerator,
      denominator: acc.denominator * f.denominator,
    }),
    { numerator: 1n, denominator: 1n },
  );
}

function amountOf(stakeMinor: bigint, fraction: Fraction): bigint {
  if (stakeMinor < 0n) throw new SettlementRuleError('a stake is never negative');
  return (stakeMinor * fraction.numerator) / fraction.denominator;
}

export interface SettledLeg {
  outcome: LegOutcome;
  oddsMilli: number;
  /** Winners sharing the leg's win (see deadHeatOf); 1 when absent. */
  deadHeat?: number;
}

/**
 * What a bet pays back (stake included) once every leg is settled: a single is a multiple of one
 * leg; void and push legs count at odds 1, a half-win at (odds + 1) / 2, a half-lose at 0.5.
 */
export function betReturnMinor(stakeMinor: bigint, legs: readonly SettledLeg[]): bigint {
  if (legs.length === 0) throw new SettlementRuleError('a bet has at least one leg');
  return amountOf(
    stakeMinor,
    product(legs.map((leg) => legFactor(leg.outcome, leg.oddsMilli, leg.deadHeat))),
  );
}

/** The most a bet can pay: every leg won at the price taken. */
export function potentialReturnMinor(stakeMinor: bigint, oddsMilli: readonly number[]): bigint {
  return betReturnMinor(
    stakeMinor,
    oddsMilli.map((odds) => ({ outcome: 'WIN', oddsMilli: odds })),
  );
}

/** The bet's combined odds × 1000, rounded down (a multiple's price shown on the slip). */
export function combinedOddsMilli(oddsMilli: readonly number[]): number {
  return Number(potentialReturnMinor(ODDS_SCALE, oddsMilli));
}

/**
 * A selection's fair decimal odds × 1000: its market's prices with the bookmaker's margin taken
 * out (the implied probabilities scaled to sum to one). Rounded up, so a cash-out priced on it
 * errs towards the house.
 */
export function fairOddsMilli(
  selectionOddsMilli: number,
  marketOddsMilli: readonly number[],
): number {
  if (!marketOddsMilli.includes(selectionOddsMilli))
    throw new SettlementRuleError('the selection is one of its market');
  // fair = odds × Σ 1/odds_j, in thousandths: o_i × Σ 1000/o_j, with every price over their
  // common product so the sum stays an integer.
  const prices = marketOddsMilli.map(BigInt);
  const all = prices.reduce((acc, odds) => acc * odds, 1n);
  const inverseSum = prices.reduce((acc, odds) => acc + all / odds, 0n);
  const numerator = BigInt(selectionOddsMilli) * ODDS_SCALE * inverseSum;
  const fair = (numerator + all - 1n) / all;
  return Number(fair < ODDS_SCALE ? ODDS_SCALE : fair);
}

/** A leg as a cash-out sees it: settled, or still open with the current state of its market. */
export type CashOutLeg =
  | { state: 'SETTLED'; outcome: LegOutcome; oddsMilli: number; deadHeat?: number }
  | {
      state: 'OPEN';
      oddsMilli: number;
      /** Null when the market is suspended, closed or resulted: no cash-out then. */
      currentFairOddsMilli: number | null;
    };

/**
 * What the house offers for an open bet now, or null when it offers nothing (a lost leg, or a
 * leg whose market is not open): stake × Π(settled legs' factors) × Π(price taken / current fair
 * price) over the open legs, less the margin (basis points), rounded down.
 */
export function cashOutValueMinor(
  stakeMinor: bigint,
  legs: readonly CashOutLeg[],
  marginBasisPoints: number,
): bigint | null {
  if (!Number.isInteger(marginBasisPoints) || marginBasisPoints < 0 || marginBasisPoints >= 10_000)
    throw new SettlementRuleError('the cash-out margin is 0 to 9,999 basis points');
  if (!legs.some((leg) => leg.state === 'OPEN')) return null;
  const factors: Fraction[] = [];
  for (const leg of legs) {
    if (leg.state === 'SETTLED') {
      if (leg.outcome === 'LOSE') return null;
      factors.push(legFactor(leg.outcome, leg.oddsMilli, leg.deadHeat));
    } else {
      if (leg.currentFairOddsMilli === null) return null;
      if (leg.currentFairOddsMilli < 1000)
        throw new SettlementRuleError('a fair price is at least 1.000');
      factors.push({
        numerator: BigInt(leg.oddsMilli),
        denominator: BigInt(leg.currentFairOddsMilli),
      });
    }
  }
  factors.push({ numerator: BigInt(10_000 - marginBasisPoints), denominator: 10_000n });
  return amountOf(stakeMinor, product(factors));
}
