import type { TFunction } from 'i18next';
import { formatNumber } from './format-number';

/**
 * A length of time in hours and minutes ("1 h 30 min"), in the reader's digits; `t` is the
 * common namespace's.
 */
export function durationText(totalMinutes: number, t: TFunction, language: string): string {
  const whole = Math.max(0, Math.floor(totalMinutes));
  const hours = formatNumber(Math.floor(whole / 60), language);
  const minutes = formatNumber(whole % 60, language);
  if (whole < 60) return t('duration.minutes', { minutes });
  if (whole % 60 === 0) return t('duration.hours', { hours });
  return t('duration.hoursMinutes', { hours, minutes });
}
