/** What the records and cashier pages share: how a moment and a signed amount read. */
import { dateTimeFormat, formatMoney, formatNumber } from '@site/shared';

/** A moment as the reader writes it: day, month, year and time, in the reader's digits. */
export const formatDateTime = (iso: string, language: string): string =>
  dateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));

/** A signed amount: money in with a plus, money out with a minus sign (not a hyphen). */
export const formatSignedMoney = (amount: number, symbol: string, language: string): string => {
  const text = formatMoney(Math.abs(amount), symbol, language);
  if (amount > 0) return `+${text}`;
  if (amount < 0) return `−${text}`;
  return text;
};

/** The tone of an amount: the records colour gains and losses, the sign says it in words. */
export const amountTone = (amount: number): 'gain' | 'loss' | 'even' =>
  amount > 0 ? 'gain' : amount < 0 ? 'loss' : 'even';

/** An amount in a column headed by its currency: 2 decimals, grouped, in the reader's digits. */
export const formatAmount = (amount: number, language: string): string =>
  formatNumber(amount, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
