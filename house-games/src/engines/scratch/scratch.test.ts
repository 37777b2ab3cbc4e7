import { seededRng } from '../../sim/sources.js';
import { buyScratchCard } from './scratch.engine.js';
import { exactRtp, hitRate, SCRATCH_TABLES } from './scratch.paytable.js';
import { maxPayoutMultiplier, themeFor } from './scratch.theme.js';

const theme = themeFor('SC_LUCKY_7');
const stakeMinor = theme.bet.minMinor * 2;

const countsOf = (cells: number[]) =>
  cells.reduce(
    (counts, symbol) => counts.set(symbol, (counts.get(symbol) ?? 0) + 1),
    new Map<number, number>(),
  );

describe('scratch card', () => {
  it('builds every volatility table to return exactly 96 %', () => {
    for (const table of Object.values(SCRATCH_TABLES))
      expect(exactRtp(table)).toBeCloseTo(0.96, 12);
    expect(hitRate(SCRATCH_TABLES.low)).toBeGreaterThan(hitRate(SCRATCH_TABLES.high));
    expect(theme.targetRtp).toBeCloseTo(0.96, 12);
  });

  it('pays the prize of the one symbol shown three times, and nothing when none is', () => {
    const rng = seededRng(7);
    let wins = 0;
    for (let card = 0; card < 500; card += 1) {
      const bought = buyScratchCard(theme, rng, stakeMinor);
      const counts = countsOf(bought.cells);
      const tripled = [...counts].filter(([, count]) => count >= 3).map(([symbol]) => symbol);
      expect(bought.cells).toHaveLength(9);
      if (bought.prizeIndex === null) {
        expect(tripled).toEqual([]);
        expect(bought.winMinor).toBe(0);
      } else {
        wins += 1;
        expect(tripled).toEqual([bought.prizeIndex]);
        expect(counts.get(bought.prizeIndex)).toBe(3);
        expect(bought.winningCells.map((cell) => bought.cells[cell])).toEqual(
          Array(3).fill(bought.prizeIndex),
        );
        expect(bought.winMinor).toBe(stakeMinor * theme.table[bought.prizeIndex]!.multiplier);
      }
    }
    expect(wins / 500).toBeCloseTo(hitRate(theme.table), 1);
  });

  it('decides the same card from the same floats, and refuses a stake outside the range', () => {
    expect(buyScratchCard(theme, seededRng(3), stakeMinor)).toEqual(
      buyScratchCard(theme, seededRng(3), stakeMinor),
    );
    expect(() => buyScratchCard(theme, seededRng(3), theme.bet.minMinor - 1)).toThrow('stake');
  });

  it('gives entries different symbol sets and volatilities', () => {
    const themes = Array.from({ length: 40 }, (_, i) => themeFor(`SC_${i}`));
    expect(new Set(themes.map((t) => t.symbolSet)).size).toBe(4);
    expect(new Set(themes.map((t) => maxPayoutMultiplier(t)))).toEqual(
      new Set([100, 1_000, 10_000]),
    );
  });
});
