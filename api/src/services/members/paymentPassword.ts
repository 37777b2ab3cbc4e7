import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import { hashPassword, verifyPassword, type PasswordHashParams } from '../auth/password.js';

/**
 * The payment password guards withdrawals and redemptions (spec §3, §7 `passwordCheck`). Five
 * wrong answers lock it for 30 minutes; only wrong answers count. Every check first takes a
 * place by one atomic UPDATE, which holds while failures + checks in flight stay below five, so
 * a burst of concurrent guesses cannot get past the limit; a right answer gives its place back
 * without counting, a wrong one turns it into a failure. A check that finds every place taken
 * waits (up to 5 s) for one instead of being told "locked". The counts are written on their own,
 * never inside the caller's money transaction (a rolled-back withdrawal must not forget a wrong
 * guess).
 */
export const MAX_PAYMENT_PASSWORD_ATTEMPTS = 5;
export const PAYMENT_PASSWORD_LOCK_MINUTES = 30;
/** How long a check waits for a place while others are being compared (real time). */
const CHECK_WAIT_MS = 5_000;
const CHECK_RETRY_MS = 25;
/** A check begun this long ago (app clock) and never finished holds no place any more. */
const STALE_CHECK_MS = 30_000;
/** Six digits: typed on a phone's number pad, never the login password. */
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;

export const paymentPasswordErrors = {
  notSet: () =>
    new ApiError(400, 'PAYMENT_PASSWORD_NOT_SET', 'Please set a payment password first', {
      field: 'paymentPassword',
    }),
  wrong: (attemptsLeft: number) =>
    new ApiError(400, 'PAYMENT_PASSWORD_INVALID', 'The payment password is incorrect', {
      field: 'paymentPassword',
      attemptsLeft,
    }),
  locked: (lockedUntil: Date) =>
    new ApiError(
      403,
      'PAYMENT_PASSWORD_LOCKED',
      'Too many wrong payment passwords, please try again later',
      { field: 'paymentPassword', lockedUntil: lockedUntil.toISOString() },
    ),
  busy: () =>
    new ApiError(
      429,
      'RATE_LIMITED',
      'Too many payment password checks at once, please try again',
      {
        field: 'paymentPassword',
      },
    ),
  format: () =>
    new ApiError(400, 'VALIDATION_FAILED', 'The payment password must be 6 digits', {
      field: 'newPassword',
      rule: 'pattern',
    }),
};

export interface PaymentPasswordStatus {
  isSet: boolean;
  lockedUntil: string | null;
  attemptsLeft: number;
}

export async function paymentPasswordStatus(
  db: Kysely<Database>,
  accountId: string,
  now: Date,
): Promise<PaymentPasswordStatus> {
  const row = await db
    .selectFrom('payment_passwords')
    .select(['failed_attempts', 'locked_until'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) return { isSet: false, lockedUntil: null, attemptsLeft: MAX_PAYMENT_PASSWORD_ATTEMPTS };
  const locked = row.locked_until !== null && row.locked_until > now;
  const lockExpired = row.locked_until !== null && row.locked_until <= now;
  return {
    isSet: true,
    lockedUntil:
      locked && row.failed_attempts >= MAX_PAYMENT_PASSWORD_ATTEMPTS
        ? row.locked_until!.toISOString()
        : null,
    attemptsLeft: lockExpired
      ? MAX_PAYMENT_PASSWORD_ATTEMPTS
      : Math.max(0, MAX_PAYMENT_PASSWORD_ATTEMPTS - row.failed_attempts),
  };
}

/** Takes a place for one check, or says why there is none. */
async function reserveCheck(
  db: Kysely<Database>,
  accountId: string,
  now: Date,
): Promise<{ password_hash: string } | 'notSet' | { lockedUntil: Date } | 'busy'> {
  const stale = new Date(now.getTime() - STALE_CHECK_MS);
  // A lapsed lock starts the count again; the places of checks that never finished lapse too.
  const failures = sql<number>`(case when locked_until <= ${now} then 0 else failed_attempts end)`;
  const inFlight = sql<number>`(case when checks_started_at is null
    or checks_started_at < ${stale} then 0 else checks_in_flight end)`;
  const reserved = await sql<{ password_hash: string }>`
    update payment_passwords set
      failed_attempts = ${failures},
      locked_until = case when locked_until <= ${now} then null else locked_until end,
      checks_in_flight = ${inFlight} + 1,
      checks_started_at = ${now}
    where account_id = ${accountId}
      and (locked_until is null or locked_until <= ${now})
      and ${failures} + ${inFlight} < ${MAX_PAYMENT_PASSWORD_ATTEMPTS}
    returning password_hash`.execute(db);
  if (reserved.rows[0]) return reserved.rows[0];
  const row = await db
    .selectFrom('payment_passwords')
    .select('locked_until')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) return 'notSet';
  if (row.locked_until !== null && row.locked_until > now) return { lockedUntil: row.locked_until };
  return 'busy';
}

/**
 * Checks the member's payment password; throws `notSet`, `wrong` (with the attempts left),
 * `locked`, or `busy` when other checks held every place for 5 s. Call it before opening the
 * money transaction, with the pool, not a transaction.
 */
export async function verifyPaymentPassword(
  db: Kysely<Database>,
  accountId: string,
  password: string,
  now: Date,
): Promise<void> {
  const giveUpAt = Date.now() + CHECK_WAIT_MS;
  let place = await reserveCheck(db, accountId, now);
  while (place === 'busy' && Date.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, CHECK_RETRY_MS));
    place = await reserveCheck(db, accountId, now);
  }
  if (place === 'notSet') throw paymentPasswordErrors.notSet();
  if (place === 'busy') throw paymentPasswordErrors.busy();
  if ('lockedUntil' in place) throw paymentPasswordErrors.locked(place.lockedUntil);
  const leave = sql<number>`greatest(checks_in_flight - 1, 0)`;
  if (await verifyPassword(password, place.password_hash)) {
    await db
      .updateTable('payment_passwords')
      .set({ checks_in_flight: leave, failed_attempts: 0, locked_until: null, updated_at: now })
      .where('account_id', '=', accountId)
      .execute();
    return;
  }
  const lockUntil = new Date(now.getTime() + PAYMENT_PASSWORD_LOCK_MINUTES * 60_000);
  const failed = await sql<{ failed_attempts: number; locked_until: Date | null }>`
    update payment_passwords set
      checks_in_flight = ${leave},
      failed_attempts = failed_attempts + 1,
      locked_until = case when failed_attempts + 1 >= ${MAX_PAYMENT_PASSWORD_ATTEMPTS}
        then ${lockUntil}::timestamptz else locked_until end,
      updated_at = ${now}
    where account_id = ${accountId}
    returning failed_attempts, locked_until`.execute(db);
  const row = failed.rows[0];
  const attemptsLeft = MAX_PAYMENT_PASSWORD_ATTEMPTS - (row?.failed_attempts ?? 0);
  if (attemptsLeft <= 0) throw paymentPasswordErrors.locked(row?.locked_until ?? lockUntil);
  throw paymentPasswordErrors.wrong(attemptsLeft);
}

/**
 * Sets the payment password: the first time with the session alone, afterwards only with the
 * current one (checked, and counted, like any other use).
 */
export async function setPaymentPassword(
  db: Kysely<Database>,
  input: { accountId: string; oldPassword?: string; newPassword: string; now: Date },
  params: PasswordHashParams,
): Promise<void> {
  if (!PAYMENT_PASSWORD_PATTERN.test(input.newPassword)) throw paymentPasswordErrors.format();
  const existing = await db
    .selectFrom('payment_passwords')
    .select('account_id')
    .where('account_id', '=', input.accountId)
    .executeTakeFirst();
  const hash = await hashPassword(input.newPassword, params);
  if (!existing) {
    const inserted = await db
      .insertInto('payment_passwords')
      .values({ account_id: input.accountId, password_hash: hash, updated_at: input.now })
      .onConflict((oc) => oc.column('account_id').doNothing())
      .returning('account_id')
      .executeTakeFirst();
    // A concurrent first set won: this one must prove the password like a change.
    if (inserted) return;
  }
  if (input.oldPassword === undefined)
    throw new ApiError(400, 'VALIDATION_FAILED', 'Please enter the current payment password', {
      field: 'oldPassword',
      rule: 'required',
    });
  await verifyPaymentPassword(db, input.accountId, input.oldPassword, input.now);
  await db
    .updateTable('payment_passwords')
    .set({ password_hash: hash, failed_attempts: 0, locked_until: null, updated_at: input.now })
    .where('account_id', '=', input.accountId)
    .execute();
}

/** Registration's optional payment password (spec §3), stored like a later set. */
export async function insertPaymentPasswordHash(
  db: Kysely<Database>,
  accountId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('payment_passwords')
    .values({ account_id: accountId, password_hash: passwordHash, updated_at: now })
    .execute();
}
