import { formatNumber } from './format-number';

/** spec §9: 2 decimals with thousands separators, the brand's currency symbol in front. */
export function formatMoney(amount: number, currencySymbol: string, language: string): string {
  const formatted = formatNumber(amount, language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${currencySymbol} ${formatted}`;
}
