import type { Volatility } from '../theme.js';

/**
 * The 5-reel slot's rules as data: symbols, the 20 fixed paylines, each volatility's pays (line
 * pays in multiples of the line bet, for 3, 4 and 5 of a kind from the leftmost reel; scatter
 * pays in multiples of the total bet) and the symbol counts its reel strips are laid out from.
 */
export const SLOT_SYMBOLS = [
  'W',
  'S',
  'H1',
  'H2',
  'H3',
  'H4',
  'L1',
  'L2',
  'L3',
  'L4',
  'L5',
] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export type PayingSymbol = Exclude<SlotSymbol, 'S'>;

export const WILD: PayingSymbol = 'W';
export const SCATTER: SlotSymbol = 'S';
export const REELS = 5;
export const ROWS = 3;

/** Rows (0 top … 2 bottom) a line crosses on reels 1–5. */
export const PAYLINES: ReadonlyArray<readonly number[]> = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 1, 0, 0],
  [2, 2, 1, 2, 2],
  [0, 2, 0, 2, 0],
];

export interface SlotRules {
  /** Pays for [3, 4, 5] of a kind on a line, × the line bet. */
  linePays: Record<PayingSymbol, readonly [number, number, number]>;
  /** Pays for [3, 4, 5] scatters anywhere, × the total bet. */
  scatterPays: readonly [number, number, number];
  /** Free spins 3 or more scatters award, played at once within the round. */
  freeSpins: number;
  /** Free spins pay this many times their wins; they award no further free spins. */
  freeSpinMultiplier: number;
  /** How many of each symbol every reel strip holds, reel 1 to reel 5. */
  reelCounts: ReadonlyArray<Partial<Record<SlotSymbol, number>>>;
}

const sameOnEveryReel = (counts: Partial<Record<SlotSymbol, number>>) =>
  Array.from({ length: REELS }, () => counts);

/** Each volatility's exact return (slot5.rtp.ts computes it from the strips; a test checks it). */
export const SLOT_RTP: Record<Volatility, number> = {
  low: 0.960021,
  medium: 0.960445,
  high: 0.9601,
};

export const SLOT_RULES: Record<Volatility, SlotRules> = {
  low: {
    linePays: {
      W: [70, 275, 1_400],
      H1: [50, 170, 700],
      H2: [40, 140, 500],
      H3: [35, 100, 350],
      H4: [28, 85, 275],
      L1: [18, 50, 175],
      L2: [14, 45, 140],
      L3: [10, 35, 100],
      L4: [7, 28, 85],
      L5: [7, 20, 70],
    },
    scatterPays: [2, 10, 50],
    freeSpins: 8,
    freeSpinMultiplier: 2,
    reelCounts: sameOnEveryReel({
      W: 2,
      S: 1,
      H1: 2,
      H2: 2,
      H3: 3,
      H4: 3,
      L1: 5,
      L2: 5,
      L3: 5,
      L4: 5,
      L5: 5,
    }),
  },
  medium: {
    linePays: {
      W: [100, 450, 2_300],
      H1: [60, 230, 1_150],
      H2: [45, 175, 700],
      H3: [35, 115, 460],
      H4: [23, 90, 350],
      L1: [12, 45, 175],
      L2: [12, 35, 140],
      L3: [9, 28, 115],
      L4: [7, 23, 90],
      L5: [7, 18, 70],
    },
    scatterPays: [2, 15, 100],
    freeSpins: 10,
    freeSpinMultiplier: 2,
    reelCounts: sameOnEveryReel({
      W: 2,
      S: 1,
      H1: 2,
      H2: 2,
      H3: 3,
      H4: 3,
      L1: 4,
      L2: 4,
      L3: 5,
      L4: 5,
      L5: 6,
    }),
  },
  high: {
    linePays: {
      W: [250, 1_250, 10_000],
      H1: [150, 750, 5_000],
      H2: [100, 450, 2_500],
      H3: [65, 255, 1_000],
      H4: [50, 200, 650],
      L1: [16, 65, 325],
      L2: [16, 50, 260],
      L3: [13, 40, 200],
      L4: [9, 32, 160],
      L5: [10, 26, 130],
    },
    scatterPays: [5, 25, 250],
    freeSpins: 12,
    freeSpinMultiplier: 3,
    reelCounts: sameOnEveryReel({
      W: 1,
      S: 1,
      H1: 1,
      H2: 2,
      H3: 3,
      H4: 3,
      L1: 5,
      L2: 5,
      L3: 5,
      L4: 6,
      L5: 6,
    }),
  },
};

/**
 * A reel strip laid out from its counts: each symbol's copies spread evenly around the strip
 * (copy i of c at (i + ½) / c of the way round, symbols in table order breaking ties), so no
 * symbol clusters and a single scatter never shows twice in one window.
 */
export function reelStrip(counts: Partial<Record<SlotSymbol, number>>): SlotSymbol[] {
  const placed = SLOT_SYMBOLS.flatMap((symbol, order) =>
    Array.from({ length: counts[symbol] ?? 0 }, (_, copy) => ({
      symbol,
      at: (copy + 0.5) / counts[symbol]! + order * 1e-6,
    })),
  );
  return placed.sort((a, b) => a.at - b.at).map(({ symbol }) => symbol);
}

export const reelStrips = (rules: SlotRules): SlotSymbol[][] => rules.reelCounts.map(reelStrip);
