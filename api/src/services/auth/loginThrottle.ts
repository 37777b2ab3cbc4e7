import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Progressive back-off per (account, client address) pair. From its `delayFrom`-th failure
 * on, the pair waits `baseDelayMs * 2^(failures - delayFrom)` before the next attempt, at most
 * `maxDelayMs`. A pair that has not tried for `resetAfterMs`
 * starts again from zero, and a successful login clears it. Only this pair waits: a stranger
 * failing on someone's account from elsewhere slows down himself, never the owner.
 */
export interface ThrottlePolicy {
  delayFrom: number;
  baseDelayMs: number;
  maxDelayMs: number;
  resetAfterMs: number;
}

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

export function backOffDelayMs(policy: ThrottlePolicy, failures: number): number {
  if (failures < policy.delayFrom) return 0;
  return Math.min(policy.baseDelayMs * 2 ** (failures - policy.delayFrom), policy.maxDelayMs);
}

export const pairKey = (subject: string, ip: string) => `${subject}|${ip}`;

/**
 * Lets one attempt of the pair through, or says how long it must wait. The attempt is counted
 * as a failure, and the delay after it is set, under a row lock BEFORE the password is
 * checked: parallel attempts queue on the lock and find the delay already there.
 */
export async function admitAttempt(
  db: Kysely<Database>,
  policy: ThrottlePolicy,
  key: string,
  now: Date,
): Promise<ThrottleDecision> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('login_throttle')
      .values({ key, failures: 0, last_attempt_at: now, next_attempt_at: now })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const row = await trx
      .selectFrom('login_throttle')
      .select(['failures', 'last_attempt_at', 'next_attempt_at'])
      .where('key', '=', key)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const waitMs = row.next_attempt_at.getTime() - now.getTime();
    if (waitMs > 0) return { allowed: false, retryAfterMs: waitMs };
    const stale = now.getTime() - row.last_attempt_at.getTime() > policy.resetAfterMs;
    const failures = (stale ? 0 : row.failures) + 1;
    await trx
      .updateTable('login_throttle')
      .set({
        failures,
        last_attempt_at: now,
        next_attempt_at: new Date(now.getTime() + backOffDelayMs(policy, failures)),
      })
      .where('key', '=', key)
      .execute();
    return { allowed: true };
  });
}

/** The attempt was the right one: the pair starts again from zero. */
export async function clearPair(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', key).execute();
}

/** Housekeeping: pairs idle for longer than the reset time carry no information. */
export async function purgeIdlePairs(
  db: Kysely<Database>,
  policy: ThrottlePolicy,
  now: Date,
): Promise<void> {
  await db
    .deleteFrom('login_throttle')
    .where('last_attempt_at', '<', new Date(now.getTime() - policy.resetAfterMs))
    .execute();
}
