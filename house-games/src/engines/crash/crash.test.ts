import { crashPointFromFloat, hundredthsAt, msToReach, settleCrash } from './crash.engine.js';
import { crashPaytable, exactRtp } from './crash.paytable.js';
import { maxPayoutMultiplier, themeFor } from './crash.theme.js';

const theme = themeFor('AC_ROCKET_1');
const stakeMinor = theme.bet.minMinor * 10;

describe('crash', () => {
  it('pays stake × cash-out when the auto target is reached, and loses above the crash point', () => {
    expect(settleCrash(theme, { stakeMinor, autoCashOutHundredths: 250 }, 300).winMinor).toBe(
      stakeMinor * 2.5,
    );
    expect(
      settleCrash(theme, { stakeMinor, autoCashOutHundredths: 250 }, 250).cashedOutAtHundredths,
    ).toBe(250);
    const lost = settleCrash(theme, { stakeMinor, autoCashOutHundredths: 301 }, 300);
    expect(lost).toMatchObject({ cashedOutAtHundredths: null, winMinor: 0 });
  });

  it('leaves at the earlier of a manual cash-out and the auto target', () => {
    expect(
      settleCrash(theme, { stakeMinor, autoCashOutHundredths: 500 }, 1_000, 180)
        .cashedOutAtHundredths,
    ).toBe(180);
    expect(settleCrash(theme, { stakeMinor }, 150, 151).winMinor).toBe(0);
    expect(settleCrash(theme, { stakeMinor }, 100).winMinor).toBe(0);
    const late = hundredthsAt(msToReach(theme.maxCrashPointHundredths) + 60_000);
    expect(settleCrash(theme, { stakeMinor }, theme.maxCrashPointHundredths, late).winMinor).toBe(
      0,
    );
  });

  it('refuses a cash-out at 1.00× and a stake outside the theme', () => {
    expect(() => settleCrash(theme, { stakeMinor, autoCashOutHundredths: 100 }, 200)).toThrow(
      'auto cash-out',
    );
    expect(() => settleCrash(theme, { stakeMinor: theme.bet.maxMinor + 1 }, 200)).toThrow('stake');
  });

  it('reads the same multiplier off the curve that its inverse gives the time of', () => {
    for (
      let hundredths = 101;
      hundredths <= theme.maxCrashPointHundredths;
      hundredths = Math.ceil(hundredths * 1.07)
    ) {
      expect(hundredthsAt(msToReach(hundredths))).toBe(hundredths);
      expect(hundredthsAt(msToReach(hundredths) - 1)).toBeLessThan(hundredths);
    }
    expect(hundredthsAt(0)).toBe(100);
    expect(Math.round(msToReach(200))).toBe(11_552);
  });

  it('draws crash points whose chance to reach m is rtp / m, so every target returns the RTP', () => {
    for (const row of crashPaytable(theme)) {
      expect(row.returnToPlayer).toBeCloseTo(theme.targetRtp, 12);
      const threshold = 1 - row.chance; // floats from here on reach the target
      if (row.chance < 1)
        expect(crashPointFromFloat(theme, threshold - 1e-9)).toBeLessThan(row.cashOutHundredths);
      expect(crashPointFromFloat(theme, threshold + 1e-9)).toBeGreaterThanOrEqual(
        row.cashOutHundredths,
      );
    }
    expect(exactRtp(theme, theme.maxCrashPointHundredths + 1).returnToPlayer).toBe(0);
    expect(crashPointFromFloat(theme, 1 - 2 ** -32)).toBe(theme.maxCrashPointHundredths);
    expect(maxPayoutMultiplier(theme)).toBe(theme.maxCrashPointHundredths / 100);
  });

  it('derives one theme per code, differing between codes', () => {
    expect(themeFor('AC_ROCKET_1')).toEqual(theme);
    const codes = Array.from({ length: 30 }, (_, i) => `AC_GAME_${i}`);
    expect(new Set(codes.map((code) => themeFor(code).maxCrashPointHundredths)).size).toBe(3);
    expect(new Set(codes.map((code) => themeFor(code).palette.name)).size).toBeGreaterThan(4);
    expect(themeFor('AC_ROCKET_1', 'Rocket Rush').name).toBe('Rocket Rush');
  });
});
