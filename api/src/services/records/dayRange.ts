import { errors } from '../../errors.js';
import { brandDaySpan } from '../brands/brandTime.js';

/** The longest range a record answers for: a year of days (spec §9 periods fit well inside). */
export const MAX_RANGE_DAYS = 366;

export interface DayRange {
  /** The member's first day, 00:00 at their clock, as an instant. */
  start: Date;
  /** The day after the member's last day, 00:00 at their clock (excluded). */
  end: Date;
}

const DAY_MS = 86_400_000;

/** A real calendar day: `2026-02-30` matches the pattern but is no day. */
function dayStart(iso: string, field: string): number {
  const time = Date.parse(`${iso}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== iso)
    throw errors.validation(field, `${field} is not a calendar day`);
  return time;
}

/**
 * The member's calendar days `from`..`to` (both included) on their clock (`tzOffset` minutes
 * east of UTC) as instants, refused when the days are not days, run backwards or span more
 * than a year.
 */
export function dayRange(from: string, to: string, tzOffset: number): DayRange {
  const first = dayStart(from, 'from');
  const last = dayStart(to, 'to');
  if (last < first) throw errors.validation('to', 'to is before from');
  if ((last - first) / DAY_MS + 1 > MAX_RANGE_DAYS)
    throw errors.validation('to', `A range covers at most ${MAX_RANGE_DAYS} days`);
  const shift = tzOffset * 60_000;
  return { start: new Date(first - shift), end: new Date(last + DAY_MS - shift) };
}

/**
 * The brand's calendar days `from`..`to` (both included) in its time zone (brandTime.ts), with
 * the checks of `dayRange`: what a day means for everything the brand counts by day.
 */
export function brandDayRange(from: string, to: string, zone: string): DayRange {
  dayRange(from, to, 0);
  return brandDaySpan(zone, from, to)!;
}

/**
 * Either end of a range that may be open: the instant the member's day `from` starts, and the
 * instant after the member's day `to` ends (`tzOffset` minutes east of UTC).
 */
export function openDayRange(
  from: string | undefined,
  to: string | undefined,
  tzOffset: number,
): Partial<DayRange> {
  const shift = tzOffset * 60_000;
  const start = from === undefined ? undefined : new Date(dayStart(from, 'from') - shift);
  const end = to === undefined ? undefined : new Date(dayStart(to, 'to') + DAY_MS - shift);
  if (start && end && end <= start) throw errors.validation('to', 'to is before from');
  return { ...(start ? { start } : {}), ...(end ? { end } : {}) };
}
