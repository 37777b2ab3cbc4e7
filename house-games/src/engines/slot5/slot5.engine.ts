import { nextInt, type Rng } from '../rng.js';
import { assertStake } from '../theme.js';
import {
  PAYLINES,
  REELS,
  ROWS,
  SCATTER,
  WILD,
  type PayingSymbol,
  type SlotRules,
  type SlotSymbol,
} from './slot5.paytable.js';
import type { Slot5Theme } from './slot5.theme.js';

/**
 * A 5×3 video slot on 20 fixed lines. Each spin takes one float per reel (its stop on the reel
 * strip); the window shows the stop and the two symbols after it. A line pays its symbol's pay
 * for 3–5 in a row from the leftmost reel, the wild standing in for any symbol but the scatter
 * (a line of leading wilds pays the better of the wilds alone and the symbol they complete).
 * Scatters pay anywhere; three or more award free spins, played at once with their multiplier:
 * the base spin and its free spins are one round and one outcome.
 */
export interface LineWin {
  line: number;
  symbol: PayingSymbol;
  count: number;
  winMinor: number;
}

export interface Spin {
  stops: number[];
  /** window[reel][row], rows top to bottom. */
  window: SlotSymbol[][];
  lineWins: LineWin[];
  scatters: number;
  scatterWinMinor: number;
  /** 1 in the base spin, the free-spin multiplier in free spins. */
  multiplier: number;
  /** Line and scatter wins, multiplied. */
  winMinor: number;
}

export interface Slot5Round {
  stakeMinor: number;
  base: Spin;
  freeSpins: Spin[];
  winMinor: number;
}

export const LINE_COUNT = PAYLINES.length;
const MIN_RUN = 3;

/** What a line of five symbols pays, × the line bet, and for which symbol and run. */
export function linePay(
  rules: SlotRules,
  symbols: readonly SlotSymbol[],
): { symbol: PayingSymbol; count: number; pay: number } | null {
  let wildRun = 0;
  while (symbols[wildRun] === WILD) wildRun += 1;
  const wilds =
    wildRun >= MIN_RUN
      ? { symbol: WILD, count: wildRun, pay: rules.linePays.W[wildRun - MIN_RUN]! }
      : null;
  const completed = symbols[wildRun];
  if (completed === undefined || completed === SCATTER) return wilds;
  let run = wildRun + 1;
  while (symbols[run] === completed || symbols[run] === WILD) run += 1;
  if (run < MIN_RUN) return wilds;
  const symbol = completed as PayingSymbol;
  const substituted = { symbol, count: run, pay: rules.linePays[symbol][run - MIN_RUN]! };
  return wilds && wilds.pay >= substituted.pay ? wilds : substituted;
}

export const scatterPay = (rules: SlotRules, scatters: number): number =>
  scatters >= MIN_RUN ? rules.scatterPays[Math.min(scatters, REELS) - MIN_RUN]! : 0;

function spin(theme: Slot5Theme, rng: Rng, stakeMinor: number, multiplier: number): Spin {
  const stops = theme.strips.map((strip) => nextInt(rng, strip.length));
  const window = theme.strips.map((strip, reel) =>
    Array.from({ length: ROWS }, (_, row) => strip[(stops[reel]! + row) % strip.length]!),
  );
  const lineBetMinor = stakeMinor / LINE_COUNT;
  const lineWins: LineWin[] = [];
  PAYLINES.forEach((rows, line) => {
    const win = linePay(
      theme.rules,
      rows.map((row, reel) => window[reel]![row]!),
    );
    if (win)
      lineWins.push({
        line,
        symbol: win.symbol,
        count: win.count,
        winMinor: lineBetMinor * win.pay * multiplier,
      });
  });
  const scatters = window.reduce(
    (sum, reel) => sum + reel.filter((symbol) => symbol === SCATTER).length,
    0,
  );
  const scatterWinMinor = stakeMinor * scatterPay(theme.rules, scatters) * multiplier;
  const winMinor = lineWins.reduce((sum, win) => sum + win.winMinor, scatterWinMinor);
  return { stops, window, lineWins, scatters, scatterWinMinor, multiplier, winMinor };
}

export function playSlot5(theme: Slot5Theme, rng: Rng, stakeMinor: number): Slot5Round {
  assertStake(theme.bet, stakeMinor);
  const base = spin(theme, rng, stakeMinor, 1);
  const awarded = base.scatters >= MIN_RUN ? theme.rules.freeSpins : 0;
  const freeSpins = Array.from({ length: awarded }, () =>
    spin(theme, rng, stakeMinor, theme.rules.freeSpinMultiplier),
  );
  return {
    stakeMinor,
    base,
    freeSpins,
    winMinor: freeSpins.reduce((sum, free) => sum + free.winMinor, base.winMinor),
  };
}
