import { dateTimeFormat, type TFunction } from '@site/shared';

/** Dates of a promotion in the reader's language (Bengali digits in BN). */
export function formatPromotionDate(timestamp: number, language: string): string {
  return dateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(timestamp));
}

/** "start – end", or "from start" for a promotion the API sends without an end (`endsAt` null). */
export function formatPromotionPeriod(
  t: TFunction,
  { startsAt, endsAt }: { startsAt: number; endsAt: number | null },
  language: string,
): string {
  const from = formatPromotionDate(startsAt, language);
  return endsAt === null
    ? t('promotions.periodOpenEnded', { from })
    : t('promotions.period', { from, to: formatPromotionDate(endsAt, language) });
}
