import { scriptedRng, seededRng } from '../../sim/sources.js';
import type { Rng } from '../rng.js';
import { linePay, playSlot5 } from './slot5.engine.js';
import { reelStrips, SLOT_RTP, SLOT_RULES, type SlotSymbol } from './slot5.paytable.js';
import { exactReturn } from './slot5.rtp.js';
import { maxPayoutMultiplier, themeFor } from './slot5.theme.js';

const theme = themeFor('PADMA_FORTUNE');
const stakeMinor = theme.bet.minMinor * 5;
const line = (symbols: string) => symbols.split(' ') as SlotSymbol[];

/** Stops that put a scatter in the window of the first `scatters` reels and none elsewhere. */
function stopsShowing(scatters: number): number[] {
  return theme.strips.map((strip, reel) => {
    const showsScatter = (stop: number) =>
      [0, 1, 2].some((row) => strip[(stop + row) % strip.length] === 'S');
    return strip.findIndex((_, stop) => showsScatter(stop) === reel < scatters);
  });
}

/** The given stops for the base spin, then a seeded stream for whatever follows. */
function rngStopping(stops: number[]): Rng {
  const base = scriptedRng(stops.map((stop, reel) => (stop + 0.5) / theme.strips[reel]!.length));
  const rest = seededRng(11);
  let used = 0;
  return { nextFloat: () => (used++ < stops.length ? base.nextFloat() : rest.nextFloat()) };
}

describe('5-reel slot', () => {
  it('returns exactly the stated RTP in every volatility, about 96 %', () => {
    for (const [volatility, rules] of Object.entries(SLOT_RULES)) {
      const exact = exactReturn(rules, reelStrips(rules));
      expect(exact.total).toBeCloseTo(SLOT_RTP[volatility as keyof typeof SLOT_RTP], 6);
      expect(Math.abs(exact.total - 0.96)).toBeLessThan(0.001);
      expect(exact.freeSpinChance).toBeGreaterThan(1 / 300);
    }
  });

  it('lets the wild stand in on a line, but not for the scatter', () => {
    expect(linePay(theme.rules, line('W H1 H1 L1 L2'))).toMatchObject({ symbol: 'H1', count: 3 });
    expect(linePay(theme.rules, line('W W W H1 L1'))).toMatchObject({ symbol: 'H1', count: 4 });
    expect(linePay(theme.rules, line('W W W W W'))).toMatchObject({ symbol: 'W', count: 5 });
    expect(linePay(theme.rules, line('W W S S S'))).toBeNull();
    expect(linePay(theme.rules, line('H1 H1 L1 H1 H1'))).toBeNull();
  });

  it('pays a line win as the line bet × its pay', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const round = playSlot5(theme, seededRng(seed), stakeMinor);
      for (const win of round.base.lineWins) {
        expect(win.winMinor).toBe(
          (stakeMinor / 20) * theme.rules.linePays[win.symbol][win.count - 3]!,
        );
      }
    }
  });

  it('awards the free spins within the round on three scatters, not on two', () => {
    const triggered = playSlot5(theme, rngStopping(stopsShowing(3)), stakeMinor);
    expect(triggered.base.scatters).toBe(3);
    expect(triggered.base.scatterWinMinor).toBe(stakeMinor * theme.rules.scatterPays[0]);
    expect(triggered.freeSpins).toHaveLength(theme.rules.freeSpins);
    expect(
      triggered.freeSpins.every((free) => free.multiplier === theme.rules.freeSpinMultiplier),
    ).toBe(true);
    const total = triggered.freeSpins.reduce(
      (sum, free) => sum + free.winMinor,
      triggered.base.winMinor,
    );
    expect(triggered.winMinor).toBe(total);
    const twoScatters = playSlot5(theme, rngStopping(stopsShowing(2)), stakeMinor);
    expect(twoScatters.base.scatters).toBe(2);
    expect(twoScatters.freeSpins).toEqual([]);
  });

  it('decides the same round from the same floats and stays under its payout bound', () => {
    expect(playSlot5(theme, seededRng(5), stakeMinor)).toEqual(
      playSlot5(theme, seededRng(5), stakeMinor),
    );
    expect(() => playSlot5(theme, seededRng(5), stakeMinor + 1)).toThrow('stake');
    expect(maxPayoutMultiplier(theme)).toBeGreaterThan(1_000);
  });

  it('gives entries of the kind different symbol sets and volatilities', () => {
    const themes = Array.from({ length: 40 }, (_, i) => themeFor(`JP_SLOT_${i}`));
    expect(new Set(themes.map((t) => t.symbolSet)).size).toBe(5);
    expect(new Set(themes.map((t) => t.volatility)).size).toBe(3);
    expect(themes.every((t) => t.bet.minMinor % 20 === 0)).toBe(true);
  });
});
