import { nextInt, type Rng } from '../rng.js';
import { assertStake } from '../theme.js';
import { CARDS_PER_TABLE } from './scratch.paytable.js';
import type { ScratchTheme } from './scratch.theme.js';

/**
 * A scratch card: nine cells in a 3×3 grid, each showing a prize symbol. Three of one symbol win
 * that symbol's prize (stake × multiplier); a card holds at most one such symbol, every other
 * symbol at most twice, so no card wins two prizes. The card is decided when bought: one float
 * picks the prize tier by its weight, then the grid is laid out to show it (the winning cells,
 * then each other cell from the symbols still allowed there). Scratching only reveals it.
 */
export interface ScratchCard {
  stakeMinor: number;
  /** Nine symbol indexes into theme.symbols, row by row. */
  cells: number[];
  /** The tier won, or null. */
  prizeIndex: number | null;
  /** The three cells that show the prize, empty when the card loses. */
  winningCells: number[];
  winMinor: number;
}

const CELLS = 9;
const MOST_OF_A_LOSING_SYMBOL = 2;

function drawTier(theme: ScratchTheme, rng: Rng): number | null {
  let ticket = nextInt(rng, CARDS_PER_TABLE);
  for (const [index, tier] of theme.table.entries()) {
    ticket -= tier.weightPerMillion;
    if (ticket < 0) return index;
  }
  return null;
}

/** Three distinct cells, by a partial Fisher–Yates over the nine. */
function drawCells(rng: Rng, count: number): number[] {
  const cells = Array.from({ length: CELLS }, (_, cell) => cell);
  for (let i = 0; i < count; i += 1) {
    const pick = i + nextInt(rng, CELLS - i);
    [cells[i], cells[pick]] = [cells[pick]!, cells[i]!];
  }
  return cells.slice(0, count).sort((a, b) => a - b);
}

/** The symbols with room left (flatMap would be the short way, and is slow in V8). */
function symbolsIn(room: readonly number[]): number[] {
  const allowed: number[] = [];
  room.forEach((left, symbol) => {
    if (left > 0) allowed.push(symbol);
  });
  return allowed;
}

export function buyScratchCard(theme: ScratchTheme, rng: Rng, stakeMinor: number): ScratchCard {
  assertStake(theme.bet, stakeMinor);
  const prizeIndex = drawTier(theme, rng);
  const winningCells = prizeIndex === null ? [] : drawCells(rng, 3);
  const room = theme.symbols.map((_, symbol) =>
    symbol === prizeIndex ? 0 : MOST_OF_A_LOSING_SYMBOL,
  );
  const cells = Array.from({ length: CELLS }, (_, cell) => {
    if (winningCells.includes(cell)) return prizeIndex!;
    const allowed = symbolsIn(room);
    const symbol = allowed[nextInt(rng, allowed.length)]!;
    room[symbol]! -= 1;
    return symbol;
  });
  return {
    stakeMinor,
    cells,
    prizeIndex,
    winningCells,
    winMinor: prizeIndex === null ? 0 : stakeMinor * theme.table[prizeIndex]!.multiplier,
  };
}
