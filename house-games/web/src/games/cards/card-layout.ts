import type { Rank } from '@site/house-games/engines';

/** A pip's place on a 100 × 140 card face. */
export interface Pip {
  x: number;
  y: number;
}

const LEFT = 32;
const MIDDLE = 50;
const RIGHT = 68;
const TOP = 34;
const BOTTOM = 106;
const CENTRE = 70;

const corners: Pip[] = [
  { x: LEFT, y: TOP },
  { x: RIGHT, y: TOP },
  { x: LEFT, y: BOTTOM },
  { x: RIGHT, y: BOTTOM },
];
const sides = (y: number): Pip[] => [
  { x: LEFT, y },
  { x: RIGHT, y },
];
const middle = (...ys: number[]): Pip[] => ys.map((y) => ({ x: MIDDLE, y }));

/**
 * Where the suit pips of a number card sit, as on a real deck: columns left, middle and right,
 * the middle column holding the odd pips. Aces and court cards are drawn differently (null).
 */
const PIPS: Partial<Record<Rank, Pip[]>> = {
  '2': middle(TOP, BOTTOM),
  '3': middle(TOP, CENTRE, BOTTOM),
  '4': corners,
  '5': [...corners, ...middle(CENTRE)],
  '6': [...corners, ...sides(CENTRE)],
  '7': [...corners, ...sides(CENTRE), ...middle(52)],
  '8': [...corners, ...sides(CENTRE), ...middle(52, 88)],
  '9': [...corners, ...sides(58), ...sides(82), ...middle(CENTRE)],
  T: [...corners, ...sides(58), ...sides(82), ...middle(46, 94)],
};

export const pipsOf = (rank: Rank): Pip[] | null => PIPS[rank] ?? null;

/** A pip below the card's middle is drawn upside down. */
export const isLowerHalf = (pip: Pip) => pip.y > CENTRE;

/** The index printed in a card's corners: 10 for the ten, the letter or digit otherwise. */
export const cornerIndex = (rank: Rank) => (rank === 'T' ? '10' : rank);
