import { displayTimeZone } from './time-zone';

/** The locale whose digits and grouping a reader of the site's language expects. */
export const numberLocale = (language: string): string => (language === 'bn' ? 'bn-BD' : 'en-US');

const formats = new Map<string, Intl.NumberFormat>();

/**
 * The number format of a language with `options`, made once: making one costs tens of
 * microseconds (the first of a locale, milliseconds), and a page of games formats dozens of
 * numbers each time it renders.
 */
export function numberFormat(
  language: string,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = options ? `${language} ${JSON.stringify(options)}` : language;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(language), options);
    formats.set(key, format);
  }
  return format;
}

/**
 * A number as the reader writes it: Bengali digits (and the Bangladeshi grouping) in BN, Latin
 * digits in EN. Every number the site shows goes through this (or i18next's `{{n, number}}`).
 */
export function formatNumber(
  value: number,
  language: string,
  options?: Intl.NumberFormatOptions,
): string {
  return numberFormat(language, options).format(value);
}

/** A badge count: at most two digits and a plus (`99+`), in the reader's digits. */
export function formatBadgeCount(count: number, language: string): string {
  return count > 99 ? `${formatNumber(99, language)}+` : formatNumber(count, language);
}

/**
 * Rewrites the Latin digits of a text that is already laid out (a date as yyyy-MM-dd, a
 * code) in the reader's digits.
 */
export function localizeDigits(text: string, language: string): string {
  return text.replace(/\d/g, (digit) => formatNumber(Number(digit), language));
}

/**
 * The date and time format of a language with `options`, on the brand's clock (time-zone.ts)
 * unless `options` names a zone. In BN the clock is the 24-hour one: bn-BD's 12-hour clock
 * writes its day period in Latin letters ("৩:০৫ PM"), which a Bengali page must not show
 * (issue 40 item 13).
 */
export function dateTimeFormat(
  language: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  const zoned = { timeZone: displayTimeZone(), ...options };
  if (language !== 'bn') return new Intl.DateTimeFormat('en-GB', zoned);
  return new Intl.DateTimeFormat('bn-BD', { hourCycle: 'h23', ...zoned, hour12: undefined });
}

/** A moment in the reader's date and time format (see dateTimeFormat). */
export const formatDate = (
  value: Date | string | number,
  language: string,
  options?: Intl.DateTimeFormatOptions,
): string => dateTimeFormat(language, options).format(new Date(value));
