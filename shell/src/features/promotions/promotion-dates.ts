/** Dates of a promotion in the reader's language (Bengali digits in BN). */
export function formatPromotionDate(timestamp: number, language: string): string {
  return new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(timestamp));
}
