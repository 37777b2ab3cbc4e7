import { dealCard, newShoe, rankValue, suitOf, type Card } from '../cards.js';
import type { Rng } from '../rng.js';

/**
 * Teen patti hands: three cards from one 52-card deck, ranked from the best:
 *
 * 1. TRAIL: three of a rank (A-A-A best, 2-2-2 lowest);
 * 2. PURE_SEQUENCE: three consecutive ranks of one suit;
 * 3. SEQUENCE: three consecutive ranks, mixed suits;
 * 4. COLOUR: three of one suit, not consecutive;
 * 5. PAIR: two of a rank;
 * 6. HIGH_CARD: anything else.
 *
 * Sequences: A-K-Q is the highest, A-2-3 the second highest (above K-Q-J), then K-Q-J down to
 * 4-3-2; K-A-2 is not a sequence. Otherwise the ace is high. Between hands of one category the
 * ranks decide, highest card first (a pair: the pair's rank, then the odd card). Suits never
 * decide: two hands of the same ranks and category are equal, and the table's rule for an equal
 * show (teenPatti.betting.ts) says who loses.
 */
export const HAND_CATEGORIES = [
  'HIGH_CARD',
  'PAIR',
  'COLOUR',
  'SEQUENCE',
  'PURE_SEQUENCE',
  'TRAIL',
] as const;
export type HandCategory = (typeof HAND_CATEGORIES)[number];

export interface HandValue {
  category: HandCategory;
  /** Compared in order after the category; a larger number wins. */
  ranks: number[];
}

export const CARDS_PER_HAND = 3;

/** The value a sequence ranks by, or null: A-K-Q 15, A-2-3 14, K-Q-J 13 … 4-3-2 4. */
function sequenceValue(descending: readonly number[]): number | null {
  const [high, middle, low] = descending as [number, number, number];
  if (high === 14 && middle === 3 && low === 2) return 14;
  if (high - middle !== 1 || middle - low !== 1) return null;
  return high === 14 ? 15 : high;
}

export function handValue(cards: readonly Card[]): HandValue {
  if (cards.length !== CARDS_PER_HAND || new Set(cards).size !== CARDS_PER_HAND)
    throw new RangeError(`A teen patti hand is three distinct cards, not ${cards.join(' ')}`);
  const ranks = cards.map(rankValue).sort((a, b) => b - a);
  const [high, middle, low] = ranks as [number, number, number];
  const oneSuit = new Set(cards.map(suitOf)).size === 1;
  const sequence = sequenceValue(ranks);
  if (high === low) return { category: 'TRAIL', ranks: [high] };
  if (sequence !== null)
    return { category: oneSuit ? 'PURE_SEQUENCE' : 'SEQUENCE', ranks: [sequence] };
  if (oneSuit) return { category: 'COLOUR', ranks };
  if (high === middle) return { category: 'PAIR', ranks: [high, low] };
  if (middle === low) return { category: 'PAIR', ranks: [middle, high] };
  return { category: 'HIGH_CARD', ranks };
}

/** Positive when `a` beats `b`, negative when `b` wins, 0 when they are equal. */
export function compareHands(a: readonly Card[], b: readonly Card[]): number {
  const left = handValue(a);
  const right = handValue(b);
  const byCategory =
    HAND_CATEGORIES.indexOf(left.category) - HAND_CATEGORIES.indexOf(right.category);
  if (byCategory !== 0) return byCategory;
  for (let index = 0; index < left.ranks.length; index += 1) {
    const byRank = left.ranks[index]! - right.ranks[index]!;
    if (byRank !== 0) return byRank;
  }
  return 0;
}

/**
 * Deals `players` hands from a fresh deck drawn by the stream: one card at a time round the
 * table, player 0 first, three rounds (a Fisher–Yates step per card, one float each), so a
 * player's browser recomputes every hand from the revealed seed.
 */
export function dealHands(rng: Rng, players: number): Card[][] {
  if (!Number.isInteger(players) || players < 2 || players * CARDS_PER_HAND > 52)
    throw new RangeError(`Teen patti deals to 2 or more players, not ${players}`);
  const shoe = newShoe(1);
  const hands: Card[][] = Array.from({ length: players }, () => []);
  for (let round = 0; round < CARDS_PER_HAND; round += 1)
    for (const hand of hands) hand.push(dealCard(shoe, rng));
  return hands;
}
