import { formatDate, formatNumber } from '@site/shared';
import type { TFunction } from 'i18next';

/**
 * An order's amount in the reader's digits. No currency sign: an operator may hold brands in
 * different currencies, and the amount is always shown beside its brand.
 */
export const formatAmount = (amount: number, language: string): string =>
  formatNumber(amount, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A moment as the reader writes it, on the brand's clock (shared's dateTimeFormat). */
export const formatMoment = (iso: string, language: string): string =>
  formatDate(iso, language, { dateStyle: 'medium', timeStyle: 'short' });

/** The same, shorter, for a table's cell. */
export const formatShortMoment = (iso: string, language: string): string =>
  formatDate(iso, language, { dateStyle: 'short', timeStyle: 'short' });

/** A time of day with seconds, for "last update" lines. */
export const formatClock = (moment: number, language: string): string =>
  formatDate(moment, language, { timeStyle: 'medium' });

/**
 * How long an order has waited, coarse enough to read at a glance: minutes below an hour,
 * hours and minutes below a day, then days.
 */
export function waitedText(createdAt: string, now: number, t: TFunction): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 60_000));
  if (minutes < 60) return t('queue.waitedMinutes', { count: minutes });
  if (minutes < 24 * 60)
    return t('queue.waitedHours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  return t('queue.waitedDays', { count: Math.floor(minutes / (24 * 60)) });
}

/** A whole count (points, a quantity) in the reader's digits. */
export const formatPoints = (count: number, language: string): string =>
  formatNumber(count, language, { maximumFractionDigits: 0 });
