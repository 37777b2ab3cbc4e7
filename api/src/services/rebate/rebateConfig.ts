import type { RebateConfig } from '../brands/brandConfig.js';
import type { Brand } from '../brands/brandRepository.js';

/**
 * What a brand without its own `rebate` settings pays back: most on slots and fishing, less on
 * the low-margin categories; the VIP level adds its own rebate percent above level 0's.
 */
export const DEFAULT_REBATE_CONFIG: RebateConfig = {
  ratesPercent: {
    RNG: 0.8,
    FISH: 0.8,
    PVP: 0.5,
    LIVE: 0.4,
    SPORTS: 0.4,
    ESPORTS: 0.4,
    LOTT: 0.3,
    ELOTT: 0.3,
  },
  vipBonus: true,
};

export function rebateConfigOf(brand: Pick<Brand, 'config'>): RebateConfig {
  const own = brand.config.rebate ?? {};
  return {
    ...DEFAULT_REBATE_CONFIG,
    ...own,
    ratesPercent: { ...DEFAULT_REBATE_CONFIG.ratesPercent, ...own.ratesPercent },
  };
}

/** Percent with up to two decimals → basis points (0.8 % → 80). */
export const percentToBp = (percent: number) => Math.max(0, Math.round(percent * 100));

/** The rebate of a valid bet at a rate, in minor units, rounded down to the minor unit. */
export const rebateMinor = (validBetMinor: bigint, rateBp: number): bigint =>
  validBetMinor <= 0n || rateBp <= 0 ? 0n : (validBetMinor * BigInt(rateBp)) / 10_000n;
