import { nextInt, type Rng } from '../rng.js';

/**
 * European roulette: one zero, 37 pockets, the winning number one float of the round's stream.
 *
 * A spot names a bet and the numbers it covers, checked against the layout (three columns,
 * twelve rows: row r holds 3r − 2, 3r − 1, 3r):
 * - inside: `STRAIGHT:n` (0–36), `SPLIT:a-b` (two numbers side by side or one above the other,
 *   with 0: 0-1, 0-2, 0-3), `STREET:n` (a row, n its first number), `CORNER:n` (n, n+1, n+3, n+4,
 *   n not in the third column), `SIX_LINE:n` (two rows from n);
 * - outside: `DOZEN:1..3`, `COLUMN:1..3`, `RED`, `BLACK`, `ODD`, `EVEN`, `LOW` (1–18), `HIGH`.
 * A bet on k numbers pays 36 / k − 1 to 1 (straight 35, split 17, street 11, corner 8, six line 5,
 * dozen and column 2, even chances 1); zero loses every outside bet. RTP 36/37 ≈ 97.30 %.
 */
export const POCKETS = 37;
export const RED_NUMBERS: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];

export interface Outcome {
  number: number;
}

export const BET_TYPES = [
  'STRAIGHT',
  'SPLIT',
  'STREET',
  'CORNER',
  'SIX_LINE',
  'DOZEN',
  'COLUMN',
  'EVEN_CHANCE',
] as const;
export type BetType = (typeof BET_TYPES)[number];

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);
const columnOf = (n: number) => ((n - 1) % 3) + 1;

const EVEN_CHANCES: Record<string, readonly number[]> = {
  RED: RED_NUMBERS,
  BLACK: range(1, 36).filter((n) => !RED_NUMBERS.includes(n)),
  ODD: range(1, 36).filter((n) => n % 2 === 1),
  EVEN: range(1, 36).filter((n) => n % 2 === 0),
  LOW: range(1, 18),
  HIGH: range(19, 36),
};

const INTEGER = /^(0|[1-9][0-9]?)$/;
const parse = (text: string | undefined): number | null =>
  text !== undefined && INTEGER.test(text) ? Number(text) : null;

function splitNumbers(argument: string): number[] | null {
  const parts = argument.split('-');
  if (parts.length !== 2) return null;
  const [a, b] = parts.map(parse);
  if (a === null || b === null || a === undefined || b === undefined) return null;
  const [low, high] = a < b ? [a, b] : [b, a];
  if (high > 36 || low === high) return null;
  if (low === 0) return high <= 3 ? [0, high] : null;
  const sideBySide = high === low + 1 && columnOf(low) !== 3;
  const aboveBelow = high === low + 3;
  return sideBySide || aboveBelow ? [low, high] : null;
}

/** The bet type and covered numbers of a spot, or null when the layout has no such bet. */
export function coverage(spot: string): { betType: BetType; numbers: readonly number[] } | null {
  const even = EVEN_CHANCES[spot];
  if (even) return { betType: 'EVEN_CHANCE', numbers: even };
  const [kind, argument, extra] = spot.split(':');
  if (argument === undefined || extra !== undefined) return null;
  const n = parse(argument);
  switch (kind) {
    case 'STRAIGHT':
      return n !== null && n <= 36 ? { betType: 'STRAIGHT', numbers: [n] } : null;
    case 'SPLIT': {
      const numbers = splitNumbers(argument);
      // The canonical spelling only (low-high), so one bet has one name.
      return numbers && argument === numbers.join('-') ? { betType: 'SPLIT', numbers } : null;
    }
    case 'STREET':
      return n !== null && n >= 1 && n <= 34 && columnOf(n) === 1
        ? { betType: 'STREET', numbers: range(n, n + 2) }
        : null;
    case 'CORNER':
      return n !== null && n >= 1 && n <= 32 && columnOf(n) !== 3
        ? { betType: 'CORNER', numbers: [n, n + 1, n + 3, n + 4] }
        : null;
    case 'SIX_LINE':
      return n !== null && n >= 1 && n <= 31 && columnOf(n) === 1
        ? { betType: 'SIX_LINE', numbers: range(n, n + 5) }
        : null;
    case 'DOZEN':
      return n !== null && n >= 1 && n <= 3
        ? { betType: 'DOZEN', numbers: range(12 * n - 11, 12 * n) }
        : null;
    case 'COLUMN':
      return n !== null && n >= 1 && n <= 3
        ? { betType: 'COLUMN', numbers: range(1, 36).filter((m) => columnOf(m) === n) }
        : null;
    default:
      return null;
  }
}

export const isSpot = (spot: string): boolean => coverage(spot) !== null;
export const betTypeOf = (spot: string): string => coverage(spot)!.betType;

export const play = (rng: Rng): Outcome => ({ number: nextInt(rng, POCKETS) });

/** What a stake on the spot returns (gross): 36 / k times the stake when the number is covered. */
export function returnOf(spot: string, stakeMinor: number, outcome: Outcome): number {
  const covered = coverage(spot);
  if (!covered) throw new RangeError(`No roulette bet ${spot}`);
  return covered.numbers.includes(outcome.number) ? (36 / covered.numbers.length) * stakeMinor : 0;
}

/** A straight up returns 36 × the stake. */
export const MAX_RETURN_MULTIPLIER = 36;

export const colourOf = (n: number): 'GREEN' | 'RED' | 'BLACK' =>
  n === 0 ? 'GREEN' : RED_NUMBERS.includes(n) ? 'RED' : 'BLACK';
