import type { Rng } from '../rng.js';

/**
 * A cockfight (the DS88 kind, "sabong"): meron (the favourite's corner) against wala, or a draw.
 * The fight's first float sets the match-up: meron wins a decided fight with probability
 * p ∈ [0.5, 0.7); a draw happens with probability DRAW_CHANCE. Odds are posted from the match-up
 * when betting opens (decimal × 1000, the house margin taken, rounded down to 0.01), the second
 * float decides the fight. Both come from the round's committed seed, so the posted odds and
 * the result are verifiable together.
 *
 * Pays (gross): meron and wala at their posted odds; on a draw they are returned (the sabong
 * rule); draw pays 8:1. Meron and wala return (1 − margin)(1 − DRAW_CHANCE) + DRAW_CHANCE
 * = 95.5 %, the draw 9 × DRAW_CHANCE = 94.5 %.
 */
export const SPOTS = ['MERON', 'WALA', 'DRAW'] as const;
export type Spot = (typeof SPOTS)[number];
export type Winner = Spot;

export const DRAW_CHANCE = 0.105;
export const MARGIN = 0.05;
const FAVOURITE_LOW = 0.5;
const FAVOURITE_SPAN = 0.2;

export interface Odds {
  meronMilli: number;
  walaMilli: number;
}

export interface Outcome {
  odds: Odds;
  winner: Winner;
}

/** Decimal odds × 1000 for a side that wins a decided fight with probability p. */
const oddsMilliFor = (p: number) => Math.floor(((1 - MARGIN) / p) * 100) * 10;

/** The match-up and its posted odds: the round's first float. */
export function postOdds(rng: Rng): { meronShare: number; odds: Odds } {
  const meronShare = FAVOURITE_LOW + FAVOURITE_SPAN * rng.nextFloat();
  return {
    meronShare,
    odds: { meronMilli: oddsMilliFor(meronShare), walaMilli: oddsMilliFor(1 - meronShare) },
  };
}

export function play(rng: Rng): Outcome {
  const { meronShare, odds } = postOdds(rng);
  const u = rng.nextFloat();
  const winner: Winner =
    u < DRAW_CHANCE ? 'DRAW' : u < DRAW_CHANCE + (1 - DRAW_CHANCE) * meronShare ? 'MERON' : 'WALA';
  return { odds, winner };
}

export const isSpot = (spot: string): spot is Spot => (SPOTS as readonly string[]).includes(spot);
export const betTypeOf = (spot: Spot): string => spot;

export function returnOf(spot: Spot, stakeMinor: number, outcome: Outcome): number {
  if (spot === 'DRAW') return outcome.winner === 'DRAW' ? 9 * stakeMinor : 0;
  if (outcome.winner === 'DRAW') return stakeMinor;
  if (outcome.winner !== spot) return 0;
  const odds = spot === 'MERON' ? outcome.odds.meronMilli : outcome.odds.walaMilli;
  return Math.floor((stakeMinor * odds) / 1000);
}

/** Wala's odds at its longest: (1 − margin) / 0.3 ≈ 3.16; the draw's 9 is more. */
export const MAX_RETURN_MULTIPLIER = 9;
