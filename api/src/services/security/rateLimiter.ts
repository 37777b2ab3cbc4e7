import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../errors.js';

/**
 * Counters in the `rate_limits` table, keyed (scope, key, window_start), so the limits hold
 * across API instances sharing one database. Each event is counted in the fixed window it
 * falls in, but the limits read the last `windowMs` as a sliding window (this window plus the
 * previous one, weighted): a fixed window forgets everything at its boundary, so N events at
 * 10:14:59 and N more at 10:15:01 would all pass a limit of N a quarter hour. A limit of one
 * per interval (takeOnePer) is timed from the last event instead.
 */
export interface RateWindow {
  scope: string;
  key: string;
  windowMs: number;
}

export type RateLimit = RateWindow & { limit: number };

export const TOO_MANY_REQUESTS = 'too many requests, try again after 5 minutes';

export function rateLimited(message = TOO_MANY_REQUESTS, value: unknown = null): ApiError {
  return new ApiError(429, 'RATE_LIMITED', message, value);
}

function windowStart(windowMs: number, now: Date): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

async function countAt(db: Kysely<Database>, window: RateWindow, start: Date): Promise<number> {
  const row = await db
    .selectFrom('rate_limits')
    .select('count')
    .where('scope', '=', window.scope)
    .where('key', '=', window.key)
    .where('window_start', '=', start)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * The previous window's count weighted by the share of it the last `windowMs` still covers
 * (its events taken as spread evenly). One division of integers, so a reading that should be
 * a whole number is one, and `> limit` does not flip on a rounding error.
 */
async function previousWeighted(
  db: Kysely<Database>,
  window: RateWindow,
  now: Date,
): Promise<number> {
  const start = windowStart(window.windowMs, now);
  const previous = await countAt(db, window, new Date(start.getTime() - window.windowMs));
  const stillCovered = window.windowMs - (now.getTime() - start.getTime());
  return (previous * stillCovered) / window.windowMs;
}

/**
 * Counts one event in its fixed window and returns that window's count including it. The
 * primitive the sliding readings build on; on its own it counts an event whose limit was
 * checked before (registration) without reading anything.
 */
export async function hitRate(
  db: Kysely<Database>,
  window: RateWindow,
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('rate_limits')
    .values({
      scope: window.scope,
      key: window.key,
      window_start: windowStart(window.windowMs, now),
      count: 1,
    })
    .onConflict((oc) =>
      oc
        .columns(['scope', 'key', 'window_start'])
        .doUpdateSet({ count: sql<number>`rate_limits.count + 1` }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  await maybePurge(db, now);
  return Number(row.count);
}

/**
 * Counts one event and returns the events of the last `windowMs`, estimated: this window's
 * count plus the previous window's, weighted by the share of it the last `windowMs` still
 * covers. The estimate is fractional; compare it with `> limit`, which lets exactly `limit`
 * events through when the previous window was empty.
 */
export async function hitSlidingRate(
  db: Kysely<Database>,
  window: RateWindow,
  now: Date,
): Promise<number> {
  const current = await hitRate(db, window, now);
  return current + (await previousWeighted(db, window, now));
}

/** The sliding estimate of hitSlidingRate without counting anything. */
export async function peekSlidingRate(
  db: Kysely<Database>,
  window: RateWindow,
  now: Date,
): Promise<number> {
  const current = await countAt(db, window, windowStart(window.windowMs, now));
  return current + (await previousWeighted(db, window, now));
}

/**
 * Takes back one event counted by hitRate in the same window: an attempt counted up front
 * (so parallel ones see it at once) that turned out not to count.
 */
export async function releaseRate(
  db: Kysely<Database>,
  window: RateWindow,
  now: Date,
): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ count: sql<number>`count - 1` })
    .where('scope', '=', window.scope)
    .where('key', '=', window.key)
    .where('window_start', '=', windowStart(window.windowMs, now))
    .where('count', '>', 0)
    .execute();
}

/**
 * Counts one event against `limit` events per sliding `windowMs`; false when it would exceed
 * it. It is counted before the reading, so parallel requests see each other; a refused one is
 * then taken back: the limit counts what it let through, and a client that keeps retrying is
 * not held past the window by its own refusals (the previous window weighs on the next).
 */
export async function takeRate(db: Kysely<Database>, rate: RateLimit, now: Date): Promise<boolean> {
  if ((await hitSlidingRate(db, rate, now)) <= rate.limit) return true;
  await releaseRate(db, rate, now);
  return false;
}

/** takeRate that throws 429 when the limit is reached. */
export async function consumeRate(
  db: Kysely<Database>,
  rate: RateLimit,
  now: Date,
  message?: string,
): Promise<void> {
  if (!(await takeRate(db, rate, now))) throw rateLimited(message);
}

/**
 * Throws 429 when one more event would exceed the limit, without counting it: for an event
 * counted only once it happened (hitRate), like a registration that went through.
 */
export async function checkRate(
  db: Kysely<Database>,
  rate: RateLimit,
  now: Date,
  message?: string,
  value: unknown = null,
): Promise<void> {
  if ((await peekSlidingRate(db, rate, now)) + 1 > rate.limit) throw rateLimited(message, value);
}

/**
 * At most one event per `windowMs`, timed from the last one let through: true for the next
 * one exactly `windowMs` later, wherever the window boundaries fall. For a limit of one the
 * weighted estimate would refuse until the window after next (any event of the previous window
 * weighs more than nothing), 1 to 2 windows on, so each event is a row at its own time
 * instead, like a lock. The row goes in before the reading so parallel requests see each
 * other (in a tie both may be refused, never both let through); a refused one takes its row
 * back out.
 */
export async function takeOnePer(
  db: Kysely<Database>,
  window: RateWindow,
  now: Date,
): Promise<boolean> {
  const { scope, key } = window;
  const inserted = await db
    .insertInto('rate_limits')
    .values({ scope, key, window_start: now, count: 1 })
    .onConflict((oc) => oc.columns(['scope', 'key', 'window_start']).doNothing())
    .returning('count')
    .executeTakeFirst();
  if (!inserted) return false; // another event at the very same time
  await maybePurge(db, now);
  // Later rows too: another instance's clock may run a little ahead.
  const other = await db
    .selectFrom('rate_limits')
    .select('window_start')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('window_start', '>', new Date(now.getTime() - window.windowMs))
    .where('window_start', '<>', now)
    .limit(1)
    .executeTakeFirst();
  if (!other) return true;
  await db
    .deleteFrom('rate_limits')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('window_start', '=', now)
    .execute();
  return false;
}

export async function resetRate(db: Kysely<Database>, scope: string, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('scope', '=', scope).where('key', '=', key).execute();
}

/** Housekeeping now and then: drop windows older than a day. */
async function maybePurge(db: Kysely<Database>, now: Date): Promise<void> {
  if (Math.random() < 0.01) await purgeRateLimits(db, now);
}

export async function purgeRateLimits(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', new Date(now.getTime() - 24 * 60 * 60 * 1000))
    .execute();
}

/** Marks `key` locked from now (a row whose window_start is the lock time). */
export async function setLock(
  db: Kysely<Database>,
  scope: string,
  key: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('rate_limits')
    .values({ scope, key, window_start: now, count: 1 })
    .onConflict((oc) => oc.columns(['scope', 'key', 'window_start']).doNothing())
    .execute();
}

/** Whether a lock set within the last `durationMs` exists. */
export async function isLocked(
  db: Kysely<Database>,
  scope: string,
  key: string,
  now: Date,
  durationMs: number,
): Promise<boolean> {
  return (await lockedSince(db, scope, key, now, durationMs)) !== null;
}

/** When the latest lock set within the last `durationMs` was set, or null: it ends `durationMs` on. */
export async function lockedSince(
  db: Kysely<Database>,
  scope: string,
  key: string,
  now: Date,
  durationMs: number,
): Promise<Date | null> {
  const row = await db
    .selectFrom('rate_limits')
    .select('window_start')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('window_start', '>', new Date(now.getTime() - durationMs))
    .where('window_start', '<=', now)
    .orderBy('window_start', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.window_start ?? null;
}
