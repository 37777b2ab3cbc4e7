import { TZDate } from '@date-fns/tz';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { BrandConfig } from './brandConfig.js';

/**
 * The brand's clock (issue 40 item 14): every day, week, half-month and month a brand counts in
 * (salaries, dividends, missions, raffles, red envelopes, withdrawal limits, referral caps, the
 * lottery's result days) is cut at midnight of its `timeZone`, an IANA name. One helper gives a
 * period's key and bounds for an instant, so every job keyed by its period agrees on both.
 */

/** The demo brands' zone, and any brand's that has none stored. */
export const DEFAULT_TIME_ZONE = 'Asia/Dhaka';

/** Periods that follow the calendar of the brand's zone. */
export type CalendarPeriod = 'DAILY' | 'WEEKLY' | 'SEMIMONTHLY' | 'MONTHLY';

export interface PeriodWindow {
  /** The brand's calendar day the period starts on, `YYYY-MM-DD`: stable, the jobs' key. */
  key: string;
  /** The period's first instant (midnight of the brand's zone). */
  start: Date;
  /** The next period's first instant (excluded). */
  end: Date;
}

let knownZones: Set<string> | null = null;

/**
 * Whether `name` is an IANA zone name the runtime knows ("Asia/Dhaka", "UTC"): offsets such
 * as "+06:00" and abbreviations such as "BST" are refused, a zone with summer time is not.
 */
export function isTimeZone(name: string): boolean {
  knownZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC', 'Etc/UTC']);
  return knownZones.has(name);
}

/** The zone a brand's periods and displayed times follow. */
export const timeZoneOf = (config: Pick<BrandConfig, 'timeZone'>): string =>
  config.timeZone && isTimeZone(config.timeZone) ? config.timeZone : DEFAULT_TIME_ZONE;

/** The brand's zone by id, for jobs that hold only a brand's id. */
export async function timeZoneOfBrand(db: Kysely<Database>, brandId: string): Promise<string> {
  const row = await db
    .selectFrom('brands')
    .select(sql<string | null>`config->>'timeZone'`.as('zone'))
    .where('id', '=', brandId)
    .executeTakeFirst();
  return timeZoneOf({ timeZone: row?.zone ?? undefined });
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The local calendar fields of an instant in a zone. */
function localParts(zone: string, at: Date | number) {
  const local = new TZDate(typeof at === 'number' ? at : at.getTime(), zone);
  return {
    year: local.getFullYear(),
    month: local.getMonth(),
    day: local.getDate(),
    /** 0 Sunday … 6 Saturday. */
    weekday: local.getDay(),
  };
}

/** The instant of `hours:minutes` on a local calendar day (day may overflow, like Date's). */
const localInstant = (zone: string, year: number, month: number, day: number, minutes = 0) =>
  new TZDate(year, month, day, 0, minutes, zone).getTime();

/** The brand's calendar day of an instant, `YYYY-MM-DD`. */
export function brandDay(zone: string, at: Date | number): string {
  const { year, month, day } = localParts(zone, at);
  return `${pad(year, 4)}-${pad(month + 1)}-${pad(day)}`;
}

/** The day of the week of an instant on the brand's calendar (0 Sunday … 6 Saturday). */
export const brandWeekday = (zone: string, at: Date | number): number =>
  localParts(zone, at).weekday;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instant a brand's calendar day (`YYYY-MM-DD`) starts, plus `minutes` into it; null when
 * the text is no real day (`2026-02-30`).
 */
export function brandDayInstant(zone: string, day: string, minutes = 0): Date | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const start = localInstant(zone, year, month, date);
  if (brandDay(zone, start) !== day) return null;
  return new Date(minutes === 0 ? start : localInstant(zone, year, month, date, minutes));
}

/** The brand's day, week (Monday first), half-month (1st–15th, 16th–end) or month holding `at`. */
export function brandPeriod(zone: string, period: CalendarPeriod, at: Date | number): PeriodWindow {
  const { year, month, day, weekday } = localParts(zone, at);
  let first: [number, number, number];
  let next: [number, number, number];
  switch (period) {
    case 'DAILY':
      first = [year, month, day];
      next = [year, month, day + 1];
      break;
    case 'WEEKLY': {
      const monday = day - ((weekday + 6) % 7);
      first = [year, month, monday];
      next = [year, month, monday + 7];
      break;
    }
    case 'SEMIMONTHLY':
      first = [year, month, day >= 16 ? 16 : 1];
      next = day >= 16 ? [year, month + 1, 1] : [year, month, 16];
      break;
    case 'MONTHLY':
      first = [year, month, 1];
      next = [year, month + 1, 1];
      break;
  }
  const start = localInstant(zone, ...first);
  return {
    key: brandDay(zone, start),
    start: new Date(start),
    end: new Date(localInstant(zone, ...next)),
  };
}

/**
 * The days `from`..`to` (both included) of the brand's calendar as instants: the first day's
 * midnight and the midnight after the last day. Null when either is no real day.
 */
export function brandDaySpan(
  zone: string,
  from: string,
  to: string,
): { start: Date; end: Date } | null {
  const start = brandDayInstant(zone, from);
  const last = brandDayInstant(zone, to);
  if (!start || !last) return null;
  return { start, end: brandPeriod(zone, 'DAILY', last).end };
}

/** The zone of a member's (or agent's) brand, for services that hold only an account's id. */
export async function timeZoneOfAccount(db: Kysely<Database>, accountId: string): Promise<string> {
  const row = await db
    .selectFrom('accounts')
    .innerJoin('brands', 'brands.id', 'accounts.brand_id')
    .select(sql<string | null>`brands.config->>'timeZone'`.as('zone'))
    .where('accounts.id', '=', accountId)
    .executeTakeFirst();
  return timeZoneOf({ timeZone: row?.zone ?? undefined });
}

/** Where the brand's current day (or week, half-month, month) began. */
export const brandPeriodStart = (zone: string, period: CalendarPeriod, at: Date): Date =>
  brandPeriod(zone, period, at).start;
