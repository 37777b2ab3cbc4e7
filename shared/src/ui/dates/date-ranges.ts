/**
 * spec §9 date presets (next/previous 7 and 30 days) and periods (daily, weekly, half-monthly,
 * monthly) as pure calendar arithmetic on `yyyy-MM-dd` strings: no time of day and no time
 * zone, so a range means the same calendar days on the phone and on the server.
 */

import { zonedParts } from '@site/shared';
export type IsoDate = string;
/** Both ends included. */
export type DateRange = { from: IsoDate; to: IsoDate };

export const DATE_PRESETS = ['previous7', 'previous30', 'next7', 'next30'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export const PERIODS = ['daily', 'weekly', 'halfMonthly', 'monthly'] as const;
export type Period = (typeof PERIODS)[number];

/** 0 = Sunday … 6 = Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const asUtc = (iso: IsoDate) => new Date(`${iso}T00:00:00Z`);
const fromUtc = (date: Date): IsoDate => date.toISOString().slice(0, 10);

export const isIsoDate = (text: string): text is IsoDate =>
  ISO_DATE.test(text) && fromUtc(asUtc(text)) === text;

/** The calendar day of an instant on the brand's clock (the device's until the brand sets one). */
export const toIsoDate = (date: Date): IsoDate => {
  const { year, month, day } = zonedParts(date);
  return [year, month, day]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
    .join('-');
};

export function addDays(iso: IsoDate, days: number): IsoDate {
  const date = asUtc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

const lastDayOfMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** N calendar days that include today: the last N up to today, or the next N from today. */
export function presetRange(preset: DatePreset, today: IsoDate): DateRange {
  const days = preset.endsWith('30') ? 30 : 7;
  return preset.startsWith('previous')
    ? { from: addDays(today, -(days - 1)), to: today }
    : { from: today, to: addDays(today, days - 1) };
}

/** The preset a range is, so the picker can show it selected; null for a custom range. */
export function presetOf(range: DateRange, today: IsoDate): DatePreset | null {
  return (
    DATE_PRESETS.find((preset) => {
      const candidate = presetRange(preset, today);
      return candidate.from === range.from && candidate.to === range.to;
    }) ?? null
  );
}

/**
 * The period that holds `day`: the day itself, its week (from `weekStartsOn`, Monday by
 * default), its half of the month (1–15 or 16–last day) or its month.
 */
export function periodRange(period: Period, day: IsoDate, weekStartsOn: Weekday = 1): DateRange {
  const date = asUtc(day);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const dayOfMonth = date.getUTCDate();
  const monthDay = (d: number) => fromUtc(new Date(Date.UTC(year, month, d)));
  switch (period) {
    case 'daily':
      return { from: day, to: day };
    case 'weekly': {
      const from = addDays(day, -((date.getUTCDay() - weekStartsOn + 7) % 7));
      return { from, to: addDays(from, 6) };
    }
    case 'halfMonthly':
      return dayOfMonth <= 15
        ? { from: monthDay(1), to: monthDay(15) }
        : { from: monthDay(16), to: monthDay(lastDayOfMonth(year, month)) };
    case 'monthly':
      return { from: monthDay(1), to: monthDay(lastDayOfMonth(year, month)) };
  }
}

/** The period just before (step -1) or after (step 1) the one shown. */
export function shiftPeriod(
  period: Period,
  range: DateRange,
  step: -1 | 1,
  weekStartsOn: Weekday = 1,
): DateRange {
  return periodRange(
    period,
    step < 0 ? addDays(range.from, -1) : addDays(range.to, 1),
    weekStartsOn,
  );
}

export const isOrderedRange = (range: DateRange): boolean => range.from <= range.to;
