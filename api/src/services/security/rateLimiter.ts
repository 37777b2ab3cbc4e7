import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../errors.js';

/**
 * Fixed-window counters in the `rate_limits` table, keyed (scope, key, window_start), so the
 * limits hold across API instances sharing one database; hitSlidingRate reads them as a
 * sliding window.
 */
export interface RateWindow {
  scope: string;
  key: string;
  windowMs: number;
}

export const TOO_MANY_REQUESTS = 'too many requests, try again after 5 minutes';

export function rateLimited(message = TOO_MANY_REQUESTS, value: unknown = null): ApiError {
  return new ApiError(429, 'RATE_LIMITED', message, value);
}

function windowStart(windowMs: number, now: Date): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** Counts one event and returns the window's count including it. */
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
  // Housekeeping now and then: drop windows older than a day.
  if (Math.random() < 0.01) await purgeRateLimits(db, now);
  return Number(row.count);
}

/**
 * Counts one event and returns the events of the last `windowMs`, estimated: this window's
 * count plus the previous window's, weighted by the share of it the last `windowMs` still
 * covers. A fixed window forgets everything at its boundary, so failures just before one did
 * not count a moment later (three wrong passwords at 10:14:59 and no captcha at 10:15:01).
 */
export async function hitSlidingRate(
  db: Kysely<Database>,
  window: RateWindow,
  now: Date,
): Promise<number> {
  const current = await hitRate(db, window, now);
  const start = windowStart(window.windowMs, now);
  const previous = await db
    .selectFrom('rate_limits')
    .select('count')
    .where('scope', '=', window.scope)
    .where('key', '=', window.key)
    .where('window_start', '=', new Date(start.getTime() - window.windowMs))
    .executeTakeFirst();
  const stillCovered = 1 - (now.getTime() - start.getTime()) / window.windowMs;
  return current + Number(previous?.count ?? 0) * stillCovered;
}

/**
 * Takes back one event counted by hitRate in the same window: an attempt counted up front
 * (so parallel ones see it at once) that turned out not to be a failure.
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

/** The current window's count without counting. */
export async function peekRate(
  db: Kysely<Database>,
  window: RateWindow,
  now: Date,
): Promise<number> {
  const row = await db
    .selectFrom('rate_limits')
    .select('count')
    .where('scope', '=', window.scope)
    .where('key', '=', window.key)
    .where('window_start', '=', windowStart(window.windowMs, now))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Counts one event and throws 429 when the window's limit is exceeded. */
export async function consumeRate(
  db: Kysely<Database>,
  window: RateWindow & { limit: number },
  now: Date,
  message?: string,
): Promise<void> {
  const count = await hitRate(db, window, now);
  if (count > window.limit) throw rateLimited(message);
}

export async function resetRate(db: Kysely<Database>, scope: string, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('scope', '=', scope).where('key', '=', key).execute();
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
  const row = await db
    .selectFrom('rate_limits')
    .select('window_start')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('window_start', '>', new Date(now.getTime() - durationMs))
    .where('window_start', '<=', now)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
