import { rankValue, suitOf, type Card } from '../cards.js';
import type { HandCategory } from './videoPoker.paytable.js';

const JACK = 11;
const ACE = 14;

/** Ranks 2..14 of the cards; with the ace also counted as 1 when it makes a wheel (A2345). */
export function isStraight(values: readonly number[]): boolean {
  const distinct = [...new Set(values)].sort((a, b) => a - b);
  if (distinct.length !== values.length) return false;
  const low = distinct[0]!;
  const high = distinct.at(-1)!;
  if (high - low === values.length - 1) return true;
  return high === ACE && isStraight(distinct.slice(0, -1).concat(1));
}

/** The paying category of five cards, or null. */
export function categoryOf(hand: readonly Card[]): HandCategory | null {
  const values = hand.map(rankValue);
  const flush = new Set(hand.map(suitOf)).size === 1;
  const straight = isStraight(values);
  if (straight && flush) return Math.min(...values) === 10 ? 'royal-flush' : 'straight-flush';
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const shape = [...counts.values()].sort((a, b) => b - a).join('');
  if (shape === '41') return 'four-of-a-kind';
  if (shape === '32') return 'full-house';
  if (flush) return 'flush';
  if (straight) return 'straight';
  if (shape === '311') return 'three-of-a-kind';
  if (shape === '221') return 'two-pair';
  const paired = [...counts].find(([, count]) => count === 2)?.[0];
  return paired !== undefined && paired >= JACK ? 'jacks-or-better' : null;
}
