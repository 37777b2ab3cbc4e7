import type { Rng } from '../rng.js';
import { EngineRuleError } from '../theme.js';
import type { FishingTheme } from './fishing.theme.js';

/**
 * Fishing: every shot is a round. The player picks a cannon level (the bet per shot) and the
 * fish the shot was fired at; one float decides the hit, which happens with probability
 * targetRtp / multiplier, and a hit pays bet × multiplier. So every shot, at any fish and any
 * level, returns targetRtp on average; the page's swimming fish are scenery, never the odds.
 */
export interface Shot {
  cannonLevel: number;
  speciesId: string;
}

export interface ShotOutcome {
  stakeMinor: number;
  speciesId: string;
  multiplier: number;
  hit: boolean;
  winMinor: number;
}

export const hitChance = (theme: FishingTheme, multiplier: number): number =>
  theme.targetRtp / multiplier;

export function shoot(theme: FishingTheme, rng: Rng, shot: Shot): ShotOutcome {
  const stakeMinor = theme.cannonLevelsMinor[shot.cannonLevel];
  if (stakeMinor === undefined) throw new EngineRuleError(`no cannon level ${shot.cannonLevel}`);
  const fish = theme.species.find((species) => species.id === shot.speciesId);
  if (!fish) throw new EngineRuleError(`no fish ${shot.speciesId} in ${theme.schoolId}`);
  const hit = rng.nextFloat() < hitChance(theme, fish.multiplier);
  return {
    stakeMinor,
    speciesId: fish.id,
    multiplier: fish.multiplier,
    hit,
    winMinor: hit ? stakeMinor * fish.multiplier : 0,
  };
}

/**
 * The exact return of a shot at a species: floats come in steps of 2^-32, so a hit happens on
 * ceil(p · 2^32) of the 2^32 values.
 */
export function exactRtp(theme: FishingTheme, multiplier: number): number {
  const steps = 2 ** 32;
  return (multiplier * Math.ceil(hitChance(theme, multiplier) * steps)) / steps;
}
