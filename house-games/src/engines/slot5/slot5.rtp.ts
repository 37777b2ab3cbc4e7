import {
  REELS,
  ROWS,
  SCATTER,
  SLOT_SYMBOLS,
  type SlotRules,
  type SlotSymbol,
} from './slot5.paytable.js';
import { linePay, scatterPay } from './slot5.engine.js';

/**
 * The slot's exact return, from its reel strips. Every stop is equally likely, so each window row
 * of a reel shows the strip's symbols in proportion to their counts and every line sees the same
 * five independent symbol distributions: one line's expected pay, × 20 lines × the line bet,
 * is the line return per unit of total bet. The scatter count's distribution is the convolution
 * of each reel's (counted over its stops). A spin's return is the two together, and a round adds
 * P(3+ scatters) × free spins × multiplier spins of the same.
 */
export interface SlotReturn {
  lines: number;
  scatters: number;
  freeSpinChance: number;
  total: number;
}

function lineReturn(rules: SlotRules, strips: readonly SlotSymbol[][]): number {
  const shares = strips.map((strip) =>
    SLOT_SYMBOLS.map(
      (symbol) =>
        [symbol, strip.filter((shown) => shown === symbol).length / strip.length] as const,
    ).filter(([, share]) => share > 0),
  );
  const walk = (reel: number, line: SlotSymbol[], chance: number): number => {
    if (reel === REELS) return chance * (linePay(rules, line)?.pay ?? 0);
    return shares[reel]!.reduce(
      (sum, [symbol, share]) => sum + walk(reel + 1, [...line, symbol], chance * share),
      0,
    );
  };
  return walk(0, [], 1);
}

function scatterCountChances(strips: readonly SlotSymbol[][]): number[] {
  return strips.reduce<number[]>(
    (chances, strip) => {
      const onReel = Array.from({ length: ROWS + 1 }, () => 0);
      strip.forEach((_, stop) => {
        const shown = Array.from({ length: ROWS }, (__, row) => strip[(stop + row) % strip.length]);
        onReel[shown.filter((symbol) => symbol === SCATTER).length]! += 1 / strip.length;
      });
      const next = Array.from({ length: chances.length + ROWS }, () => 0);
      chances.forEach((before, count) =>
        onReel.forEach((here, more) => (next[count + more]! += before * here)),
      );
      return next;
    },
    [1],
  );
}

export function exactReturn(rules: SlotRules, strips: readonly SlotSymbol[][]): SlotReturn {
  const lines = lineReturn(rules, strips);
  const chances = scatterCountChances(strips);
  const scatters = chances.reduce(
    (sum, chance, count) => sum + chance * scatterPay(rules, count),
    0,
  );
  const freeSpinChance = chances.slice(3).reduce((sum, chance) => sum + chance, 0);
  const spin = lines + scatters;
  return {
    lines,
    scatters,
    freeSpinChance,
    total: spin * (1 + freeSpinChance * rules.freeSpins * rules.freeSpinMultiplier),
  };
}
