import { brandPeriodStart } from '../brands/brandTime.js';
import type { ReferralRule } from '@site/contracts';
import type { Brand } from '../brands/brandRepository.js';
import type { ReferralConfig } from '../brands/brandConfig.js';
import { minorToMajor } from '../wallet/money.js';

/** A demo rule a new brand starts with; the operator's brand patch changes any key. */
export const DEFAULT_REFERRAL_CONFIG: ReferralConfig = {
  minFirstDepositMinor: 50_000,
  minValidBetMinor: 100_000,
  validBetDays: 7,
  rewardMinor: 10_000,
  payout: 'CASH',
  turnoverMultiple: 0,
  maxRewardsPerMonth: 20,
};

export const referralConfigOf = (brand: Pick<Brand, 'config'>): ReferralConfig => ({
  ...DEFAULT_REFERRAL_CONFIG,
  ...(brand.config.referral ?? {}),
});

export const ruleView = (config: ReferralConfig): ReferralRule => ({
  minFirstDeposit: minorToMajor(BigInt(config.minFirstDepositMinor)),
  minValidBet: minorToMajor(BigInt(config.minValidBetMinor)),
  validBetDays: config.validBetDays,
  reward: minorToMajor(BigInt(config.rewardMinor)),
  payout: config.payout,
  turnoverMultiple: config.payout === 'BONUS' ? config.turnoverMultiple : 0,
  maxRewardsPerMonth: config.maxRewardsPerMonth,
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** Until when an invitee's valid bets count toward the rule. */
export const betDeadline = (registeredAt: Date, config: ReferralConfig): Date =>
  new Date(registeredAt.getTime() + config.validBetDays * DAY_MS);

/** The start of the brand's calendar month holding `now`: the monthly cap's period. */
export const startOfBrandMonth = (now: Date, zone: string): Date =>
  brandPeriodStart(zone, 'MONTHLY', now);

/** A username as other members see it: the first two and last two characters. */
export function maskAccount(username: string): string {
  if (username.length <= 4) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}****${username.slice(-2)}`;
}
