import { baseThemeFor, pickFor, VOLATILITIES, type ThemeBase, type Volatility } from '../theme.js';
import { FISH_SCHOOLS, speciesOf, type FishSpecies } from './fishing.paytable.js';

export interface FishingTheme extends ThemeBase {
  kind: 'fishing';
  volatility: Volatility;
  schoolId: string;
  schoolName: { en: string; bn: string };
  species: FishSpecies[];
  /** Bet per shot of each cannon level, lowest first, in minor units. */
  cannonLevelsMinor: number[];
}

export const FISHING_TARGET_RTP = 0.965;

/** Cannon levels are these multiples of the minimum bet, up to the maximum. */
const LEVEL_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000] as const;

export function themeFor(gameCode: string, name?: string): FishingTheme {
  const base = baseThemeFor(gameCode, name, 1, FISHING_TARGET_RTP);
  const school = pickFor(gameCode, 'school', FISH_SCHOOLS);
  const volatility = pickFor(gameCode, 'volatility', VOLATILITIES);
  return {
    ...base,
    kind: 'fishing',
    volatility,
    schoolId: school.id,
    schoolName: school.name,
    species: speciesOf(school, volatility),
    cannonLevelsMinor: LEVEL_STEPS.map((step) => step * base.bet.minMinor).filter(
      (bet) => bet <= base.bet.maxMinor,
    ),
  };
}

/** A shot pays at most bet × the boss's multiplier. */
export const maxPayoutMultiplier = (theme: FishingTheme): number =>
  Math.max(...theme.species.map((fish) => fish.multiplier));
