import { rankValue, suitOf, type Card } from '../cards.js';
import { categoryOf } from './videoPoker.hand.js';
import { HAND_SIZE } from './videoPoker.engine.js';

/**
 * The simple Jacks or Better 9/6 strategy (Wizard of Odds): the first rule that matches the
 * hand decides what to hold. It gives up about 0.08 % against optimal play; the page offers it
 * as the auto-hold and the RTP bench plays it.
 */
const HIGH = 11;
const ACE = 14;
const ROYAL_LOW = 10;

type Pick = number[]; // indexes of cards to hold

const subsets = (size: number): Pick[] =>
  Array.from({ length: 1 << HAND_SIZE }, (_, mask) => mask)
    .filter((mask) => mask.toString(2).split('1').length - 1 === size)
    .map((mask) => [0, 1, 2, 3, 4].filter((index) => mask & (1 << index)));

const SUBSETS_OF = [0, 1, 2, 3, 4, 5].map(subsets);

/** Suited cards whose ranks fit in one five-rank window (the ace low or high). */
function isStraightFlushDraw(cards: readonly Card[]): boolean {
  if (new Set(cards.map(suitOf)).size !== 1) return false;
  const values = cards.map(rankValue);
  if (new Set(values).size !== values.length) return false;
  const fits = (ranks: number[]) => Math.max(...ranks) - Math.min(...ranks) <= 4;
  return (
    fits(values) ||
    (values.includes(ACE) && fits(values.map((value) => (value === ACE ? 1 : value))))
  );
}

const isRoyalDraw = (cards: readonly Card[]) =>
  isStraightFlushDraw(cards) && cards.every((card) => rankValue(card) >= ROYAL_LOW);

const isFlushDraw = (cards: readonly Card[]) => new Set(cards.map(suitOf)).size === 1;

/** Four ranks in a row that a card at either end completes (2345 up to TJQK). */
function isOutsideStraightDraw(cards: readonly Card[]): boolean {
  const values = cards.map(rankValue).sort((a, b) => a - b);
  return (
    new Set(values).size === 4 &&
    values[3]! - values[0]! === 3 &&
    values[0]! >= 2 &&
    values[3]! <= 13
  );
}

/** A ten with a suited jack, queen or king (with an ace it is a royal draw of its own). */
const isSuitedTenAndFace = (cards: readonly Card[]) =>
  isFlushDraw(cards) &&
  cards.some((card) => rankValue(card) === ROYAL_LOW) &&
  cards.some((card) => rankValue(card) >= HIGH && rankValue(card) < ACE);

const allHigh = (cards: readonly Card[]) => cards.every((card) => rankValue(card) >= HIGH);

export function simpleHolds(hand: readonly Card[]): boolean[] {
  const cardsOf = (pick: Pick) => pick.map((index) => hand[index]!);
  const values = hand.map(rankValue);
  const countOf = (value: number) => values.filter((other) => other === value).length;
  const holding = (pick: Pick | undefined) => pick && hand.map((_, index) => pick.includes(index));
  const find = (size: number, rule: (cards: Card[]) => boolean) =>
    SUBSETS_OF[size]!.find((pick) => rule(cardsOf(pick)));
  const pairsOf = (test: (value: number) => boolean) =>
    [0, 1, 2, 3, 4].filter((index) => countOf(values[index]!) >= 2 && test(values[index]!));

  const category = categoryOf(hand);
  const madeHands = ['royal-flush', 'straight-flush', 'full-house', 'flush', 'straight'];
  if (category !== null && madeHands.includes(category)) return hand.map(() => true);
  const kind = [0, 1, 2, 3, 4].filter((index) => countOf(values[index]!) >= 3);
  // Wizard of Odds' list, best first, after the made hands that keep all five.
  const rules: Array<() => Pick | undefined> = [
    () => (category === 'four-of-a-kind' ? kind : undefined),
    () => find(4, isRoyalDraw),
    () => (category === 'three-of-a-kind' ? kind : undefined),
    () => find(4, isStraightFlushDraw),
    () => (category === 'two-pair' ? pairsOf(() => true) : undefined),
    () => (category === 'jacks-or-better' ? pairsOf((value) => value >= HIGH) : undefined),
    () => find(3, isRoyalDraw),
    () => find(4, isFlushDraw),
    () => {
      const low = pairsOf(() => true);
      return low.length > 0 ? low : undefined;
    },
    () => find(4, isOutsideStraightDraw),
    () => find(2, (cards) => allHigh(cards) && isFlushDraw(cards)),
    () => find(3, isStraightFlushDraw),
    () => lowestTwoHigh(hand),
    () => find(2, isSuitedTenAndFace),
    () => find(1, allHigh),
  ];
  for (const rule of rules) {
    const held = holding(rule());
    if (held) return held;
  }
  return hand.map(() => false);
}

/** Two unsuited high cards; with three or more, the lowest two. */
function lowestTwoHigh(hand: readonly Card[]): Pick | undefined {
  const high = [0, 1, 2, 3, 4]
    .filter((index) => rankValue(hand[index]!) >= HIGH)
    .sort((a, b) => rankValue(hand[a]!) - rankValue(hand[b]!));
  return high.length >= 2 ? high.slice(0, 2) : undefined;
}
