import type { Brand } from '../brands/brandRepository.js';
import type { RewardsConfig } from '../brands/brandConfig.js';

export const DEFAULT_REWARDS_CONFIG: RewardsConfig = {
  claimDays: 30,
  bonusDays: 30,
  bonusRequiresContact: [],
};

export const rewardsConfigOf = (brand: Pick<Brand, 'config'>): RewardsConfig => ({
  ...DEFAULT_REWARDS_CONFIG,
  ...(brand.config.rewards ?? {}),
});

export const DAY_MS = 24 * 60 * 60 * 1000;
