import type { SportsbookConfig } from '../brands/brandConfig.js';
import type { Brand } from '../brands/brandRepository.js';

/** The vendor code of the house sportsbook's bets in bet_records (category: their game code). */
export const SPORTSBOOK_VENDOR = 'HOUSE_SPORTSBOOK';
/** The sports whose bets count as ESPORTS in the betting record, rebate and points. */
export const ESPORTS = ['MLBB', 'PUBGM', 'DOTA2', 'CS2', 'VALORANT'];

/** What a brand without its own `sportsbook` settings gets (BDT minor units). */
export const DEFAULT_SPORTSBOOK_CONFIG: SportsbookConfig = {
  minStakeMinor: 10_00,
  maxStakeMinor: 100_000_00,
  maxPayoutPerBetMinor: 1_000_000_00,
  maxPayoutPerEventPerMemberMinor: 2_000_000_00,
  maxPayoutPerEventMinor: 50_000_000_00,
  inPlayDelaySeconds: 5,
  cashOutMarginBasisPoints: 500,
};

export function sportsbookConfigOf(brand: Pick<Brand, 'config'>): SportsbookConfig {
  return { ...DEFAULT_SPORTSBOOK_CONFIG, ...brand.config.sportsbook };
}
