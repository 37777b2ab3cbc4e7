import type { Language } from '../i18n/i18n';

/** Numbers in the reader's digits: Bengali digits in BN, like the rest of the site. */
export const NUMBER_LOCALE: Record<Language, string> = { bn: 'bn-BD', en: 'en-US' };

export interface Formatters {
  /** A money amount in major units, with the brand's currency symbol and two decimals. */
  money(major: number): string;
  /** The same, from minor units (the engines' amounts). */
  moneyMinor(minor: number): string;
  /** A whole or decimal number in the reader's digits. */
  number(value: number, fractionDigits?: number): string;
  /** A multiplier in hundredths (250 → 2.50×). */
  multiplier(hundredths: number): string;
  /** A fraction as a percentage (0.9612 → 96.12 %). */
  percent(fraction: number): string;
  /** A date-time in the reader's language. */
  dateTime(iso: string): string;
}

export function formattersFor(language: Language, currencySymbol: string): Formatters {
  const locale = NUMBER_LOCALE[language];
  const twoDecimals = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const number = (value: number, fractionDigits = 0) =>
    new Intl.NumberFormat(locale, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(value);
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });
  const money = (major: number) => `${currencySymbol}${twoDecimals.format(major)}`;
  return {
    money,
    moneyMinor: (minor) => money(minor / 100),
    number,
    multiplier: (hundredths) => `${twoDecimals.format(hundredths / 100)}×`,
    percent: (fraction) => `${twoDecimals.format(fraction * 100)} %`,
    dateTime: (iso) => dateTime.format(new Date(iso)),
  };
}
