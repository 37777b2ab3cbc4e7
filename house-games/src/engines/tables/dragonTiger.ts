import { dealCard, newShoe, type Card } from '../cards.js';
import type { Rng } from '../rng.js';

/**
 * Dragon tiger: one card to the dragon, one to the tiger, from a freshly shuffled 8-deck shoe;
 * the higher rank wins, the ace lowest (A = 1 … K = 13), suits do not count.
 * Pays (gross): dragon and tiger 1:1, tie 8:1. On a tie dragon and tiger bets lose half their
 * stake (half comes back, rounded down to the minor unit), the common casino rule.
 */
export const DECKS = 8;
export const SPOTS = ['DRAGON', 'TIGER', 'TIE'] as const;
export type Spot = (typeof SPOTS)[number];
export type Winner = Spot;

export interface Outcome {
  dragon: Card;
  tiger: Card;
  winner: Winner;
}

const ORDER = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
/** A = 1 … K = 13. */
export const rankValue = (card: Card): number => ORDER.indexOf(card[0]!) + 1;

export function play(rng: Rng): Outcome {
  const shoe = newShoe(DECKS);
  const dragon = dealCard(shoe, rng);
  const tiger = dealCard(shoe, rng);
  const difference = rankValue(dragon) - rankValue(tiger);
  return { dragon, tiger, winner: difference > 0 ? 'DRAGON' : difference < 0 ? 'TIGER' : 'TIE' };
}

export const isSpot = (spot: string): spot is Spot => (SPOTS as readonly string[]).includes(spot);
export const betTypeOf = (spot: Spot): string => spot;

export function returnOf(spot: Spot, stakeMinor: number, outcome: Outcome): number {
  if (spot === 'TIE') return outcome.winner === 'TIE' ? 9 * stakeMinor : 0;
  if (outcome.winner === 'TIE') return Math.floor(stakeMinor / 2);
  return outcome.winner === spot ? 2 * stakeMinor : 0;
}

export const MAX_RETURN_MULTIPLIER = 9;
