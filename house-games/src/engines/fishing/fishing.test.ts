import { exactRtp, shoot } from './fishing.engine.js';
import { maxPayoutMultiplier, themeFor } from './fishing.theme.js';

const fixed = (float: number) => ({ nextFloat: () => float });
const theme = themeFor('JDB_FISH_3');
const boss = theme.species.at(-1)!;

describe('fishing', () => {
  it('pays bet × multiplier on a hit, decided by one float against rtp / multiplier', () => {
    const shot = { cannonLevel: 1, speciesId: boss.id };
    const chance = theme.targetRtp / boss.multiplier;
    expect(shoot(theme, fixed(chance - 1e-9), shot)).toMatchObject({
      hit: true,
      stakeMinor: theme.cannonLevelsMinor[1],
      winMinor: theme.cannonLevelsMinor[1]! * boss.multiplier,
    });
    expect(shoot(theme, fixed(chance), shot)).toMatchObject({ hit: false, winMinor: 0 });
  });

  it('returns the target RTP at every fish exactly, whatever the level', () => {
    for (const fish of theme.species)
      expect(exactRtp(theme, fish.multiplier)).toBeCloseTo(theme.targetRtp, 6);
    expect(maxPayoutMultiplier(theme)).toBe(boss.multiplier);
  });

  it('refuses a cannon level or fish the theme does not have', () => {
    expect(() => shoot(theme, fixed(0), { cannonLevel: 99, speciesId: boss.id })).toThrow(
      'cannon level',
    );
    expect(() => shoot(theme, fixed(0), { cannonLevel: 0, speciesId: 'unicorn' })).toThrow(
      'no fish',
    );
  });

  it('gives entries of the kind different schools, levels and bosses', () => {
    const themes = Array.from({ length: 40 }, (_, i) => themeFor(`V${i}_FISH_${i}`));
    expect(new Set(themes.map((t) => t.schoolId)).size).toBe(4);
    expect(new Set(themes.map((t) => maxPayoutMultiplier(t))).size).toBe(3);
    for (const t of themes) {
      expect(t.cannonLevelsMinor[0]).toBe(t.bet.minMinor);
      expect(t.cannonLevelsMinor.at(-1)!).toBeLessThanOrEqual(t.bet.maxMinor);
    }
  });
});
