import type { LotteryConfig } from '../brands/brandConfig.js';
import type { Brand } from '../brands/brandRepository.js';

/** What a brand without its own `lottery` settings gets (BDT minor units). */
export const DEFAULT_LOTTERY_CONFIG: LotteryConfig = {
  closeSeconds: 10,
  odds: { LO2: 80, DE: 85, CANG3: 800, XIEN2: 17, XIEN3: 65, XIEN4: 250 },
  minStakeMinor: 1_00,
  maxStakePerNumberMinor: 5_000_00,
  maxTotalPerDrawMinor: 200_000_00,
  maxLines: 100,
};

export function lotteryConfigOf(brand: Pick<Brand, 'config'>): LotteryConfig {
  const own = brand.config.lottery ?? {};
  return {
    ...DEFAULT_LOTTERY_CONFIG,
    ...own,
    odds: { ...DEFAULT_LOTTERY_CONFIG.odds, ...own.odds },
  };
}
