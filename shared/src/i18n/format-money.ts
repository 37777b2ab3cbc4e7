/** spec §9: 2 decimals with thousands separators, the brand's currency symbol in front. */
export function formatMoney(amount: number, currencySymbol: string, language: string): string {
  const formatted = new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
  return `${currencySymbol} ${formatted}`;
}
