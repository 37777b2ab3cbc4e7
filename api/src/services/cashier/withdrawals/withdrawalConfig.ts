import type { WithdrawalConfig } from '../../brands/brandConfig.js';
import type { Brand } from '../../brands/brandRepository.js';

/** What a brand without its own `withdrawal` settings gets (BDT; the footer's methods). */
export const DEFAULT_WITHDRAWAL_CONFIG: WithdrawalConfig = {
  minMinor: 100_00,
  maxMinor: 25_000_00,
  dailyMaxMinor: 50_000_00,
  dailyMaxCount: 5,
  turnoverMultiple: 1,
  autoConfirmMinutes: 60,
  requireNameMatch: true,
  maxPayoutAccounts: 5,
  providers: [
    { code: 'BKASH', name: 'bKash', kind: 'ewallet' },
    { code: 'NAGAD', name: 'Nagad', kind: 'ewallet' },
    { code: 'ROCKET', name: 'Rocket', kind: 'ewallet' },
    { code: 'UPAY', name: 'Upay', kind: 'ewallet' },
    { code: 'DBBL', name: 'Dutch-Bangla Bank', kind: 'bank' },
    { code: 'BRAC', name: 'BRAC Bank', kind: 'bank' },
    { code: 'CITY', name: 'City Bank', kind: 'bank' },
    { code: 'IBBL', name: 'Islami Bank Bangladesh', kind: 'bank' },
  ],
};

export function withdrawalConfigOf(brand: Pick<Brand, 'config'>): WithdrawalConfig {
  return { ...DEFAULT_WITHDRAWAL_CONFIG, ...brand.config.withdrawal };
}
