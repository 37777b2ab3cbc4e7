import { nextInt, type Rng } from './rng.js';

/**
 * Playing cards and a lazily shuffled shoe, shared by video poker and blackjack. A card is a
 * rank character and a suit character ('AS', 'TD', '7H'), readable in a saved round.
 */
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];
export type Card = `${Rank}${Suit}`;

export const rankOf = (card: Card): Rank => card[0] as Rank;
export const suitOf = (card: Card): Suit => card[1] as Suit;
/** 2..14, the ace high. */
export const rankValue = (card: Card): number => RANKS.indexOf(rankOf(card)) + 2;

/**
 * A shoe in the middle of a Fisher–Yates shuffle: `cards[0..next)` are dealt, in order. Dealing
 * a card takes one float, so a round uses only as many floats as it deals cards, and the n-th
 * card dealt depends only on the first n floats. `next` is also the count of floats used, for a
 * caller that resumes a round's stream at that position.
 */
export interface Shoe {
  cards: Card[];
  next: number;
}

const DECK: readonly Card[] = SUITS.flatMap((suit) => RANKS.map((rank): Card => `${rank}${suit}`));

/** A shoe of `decks` decks in deck order, suit by suit, before any card is dealt. */
export function newShoe(decks: number): Shoe {
  return { cards: ([] as Card[]).concat(...Array<readonly Card[]>(decks).fill(DECK)), next: 0 };
}

export const copyShoe = (shoe: Shoe): Shoe => ({ cards: shoe.cards.slice(), next: shoe.next });

/** Deals the next card: swaps a uniformly drawn card of the undealt part into place. Mutates. */
export function dealCard(shoe: Shoe, rng: Rng): Card {
  const { cards, next } = shoe;
  const pick = next + nextInt(rng, cards.length - next);
  [cards[next], cards[pick]] = [cards[pick]!, cards[next]!];
  shoe.next = next + 1;
  return cards[next]!;
}
