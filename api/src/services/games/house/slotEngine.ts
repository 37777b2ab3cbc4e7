import { randomInt } from 'node:crypto';

/**
 * The house slot: 3 reels × 3 rows, 5 fixed lines (3 rows, 2 diagonals). Three of a kind on a
 * line pays the line bet × the multiplier. Symbols are drawn independently per cell with the
 * weights below, so the return to player is exactly
 * Σ (w/21)^3 × multiplier = 8,730 / 9,261 ≈ 94.27 % (unit test checks it).
 */
export const SYMBOLS = ['SEVEN', 'BAR', 'STAR', 'DIAMOND', 'HEART', 'CLUB'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

export const WEIGHTS: Record<SlotSymbol, number> = {
  SEVEN: 1,
  BAR: 2,
  STAR: 3,
  DIAMOND: 4,
  HEART: 5,
  CLUB: 6,
};
export const PAYTABLE: Record<SlotSymbol, number> = {
  SEVEN: 250,
  BAR: 100,
  STAR: 50,
  DIAMOND: 30,
  HEART: 18,
  CLUB: 10,
};
/** [row, reel] cells of each line. */
export const LINES: ReadonlyArray<ReadonlyArray<readonly [number, number]>> = [
  [
    [1, 0],
    [1, 1],
    [1, 2],
  ],
  [
    [0, 0],
    [0, 1],
    [0, 2],
  ],
  [
    [2, 0],
    [2, 1],
    [2, 2],
  ],
  [
    [0, 0],
    [1, 1],
    [2, 2],
  ],
  [
    [2, 0],
    [1, 1],
    [0, 2],
  ],
];
/** Total bets in minor units (each a multiple of the 5 lines, so line bets are whole). */
export const BET_OPTIONS_MINOR = [10, 50, 100, 500, 1_000, 5_000] as const;

const TOTAL_WEIGHT = SYMBOLS.reduce((sum, symbol) => sum + WEIGHTS[symbol], 0);

export type Grid = SlotSymbol[][];

export function drawSymbol(roll: (max: number) => number = randomInt): SlotSymbol {
  let value = roll(TOTAL_WEIGHT);
  for (const symbol of SYMBOLS) {
    value -= WEIGHTS[symbol];
    if (value < 0) return symbol;
  }
  return 'CLUB';
}

/** A 3×3 grid, rows top to bottom. */
export function drawGrid(roll: (max: number) => number = randomInt): Grid {
  return [0, 1, 2].map(() => [0, 1, 2].map(() => drawSymbol(roll)));
}

export interface LineWin {
  line: number;
  symbol: SlotSymbol;
  winMinor: number;
}

export function evaluate(grid: Grid, betMinor: number): { lines: LineWin[]; winMinor: number } {
  const lineBet = betMinor / LINES.length;
  const lines: LineWin[] = [];
  LINES.forEach((cells, index) => {
    const [first, ...rest] = cells.map(([row, reel]) => grid[row]![reel]!);
    if (first && rest.every((symbol) => symbol === first))
      lines.push({ line: index + 1, symbol: first, winMinor: lineBet * PAYTABLE[first] });
  });
  return { lines, winMinor: lines.reduce((sum, line) => sum + line.winMinor, 0) };
}

/** The theoretical return to player (for the paytable and the tests). */
export function returnToPlayer(): number {
  return SYMBOLS.reduce(
    (sum, symbol) => sum + (WEIGHTS[symbol] / TOTAL_WEIGHT) ** 3 * PAYTABLE[symbol],
    0,
  );
}

/**
 * The most one round can pay, as a multiple of the total bet: every line showing the best
 * symbol (a full grid of it). Derived from the paytable and the lines through `evaluate`, so it
 * follows any change to either; the seamless wallet refuses a win above it.
 */
export const SLOT_MAX_PAYOUT_MULTIPLIER = Math.max(
  ...SYMBOLS.map(
    (symbol) =>
      evaluate(
        [0, 1, 2].map(() => [symbol, symbol, symbol]),
        LINES.length,
      ).winMinor / LINES.length,
  ),
);
