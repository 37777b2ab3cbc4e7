import type { PointsConfig } from '../brands/brandConfig.js';
import type { Brand } from '../brands/brandRepository.js';

/**
 * What a brand without its own `points` settings gets: one point per taka of valid bet on
 * slots, fishing and the house's mini games, less on the low-margin categories; 100 points
 * make one taka.
 */
export const DEFAULT_POINTS_CONFIG: PointsConfig = {
  earnPer100: {
    RNG: 100,
    FISH: 100,
    PVP: 50,
    LIVE: 20,
    SPORTS: 20,
    ESPORTS: 20,
    LOTT: 20,
    ELOTT: 20,
  },
  pointsPerUnit: 100,
  minConvertPoints: 100,
};

export function pointsConfigOf(brand: Pick<Brand, 'config'>): PointsConfig {
  const own = brand.config.points ?? {};
  return {
    ...DEFAULT_POINTS_CONFIG,
    ...own,
    earnPer100: { ...DEFAULT_POINTS_CONFIG.earnPer100, ...own.earnPer100 },
  };
}

/** Whole points for a valid bet (minor units, 100 to the unit), rounded down. */
export function pointsForValidBet(validBetMinor: bigint, per100: number): bigint {
  if (validBetMinor <= 0n || per100 <= 0) return 0n;
  return (validBetMinor * BigInt(Math.round(per100 * 100))) / 1_000_000n;
}

/**
 * The money (minor units) `points` convert to, or null when they do not make whole minor units
 * (the member converts in steps of `conversionStep` points, so no fraction is ever lost).
 */
export function conversionMinor(points: bigint, pointsPerUnit: number): bigint | null {
  const numerator = points * 100n;
  const ratio = BigInt(pointsPerUnit);
  return numerator % ratio === 0n ? numerator / ratio : null;
}

/** The smallest number of points that converts to a whole minor unit. */
export function conversionStep(pointsPerUnit: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  return pointsPerUnit / gcd(pointsPerUnit, 100);
}
