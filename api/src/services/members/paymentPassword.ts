import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import { hashPassword, verifyPassword, type PasswordHashParams } from '../auth/password.js';

/**
 * The payment password guards withdrawals and redemptions (spec §3, §7 `passwordCheck`). Five
 * wrong answers lock it for 30 minutes. Every attempt is reserved by one atomic UPDATE before
 * the hash is compared, so a burst of concurrent guesses counts each guess and cannot get past
 * the limit; and the count is written on its own, never inside the caller's money transaction
 * (a rolled-back withdrawal must not forget a wrong guess).
 */
export const MAX_PAYMENT_PASSWORD_ATTEMPTS = 5;
export const PAYMENT_PASSWORD_LOCK_MINUTES = 30;
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

/**
 * Checks the member's payment password; throws `notSet`, `wrong` (with the attempts left) or
 * `locked`. Call it before opening the money transaction, with the pool, not a transaction.
 */
export async function verifyPaymentPassword(
  db: Kysely<Database>,
  accountId: string,
  password: string,
  now: Date,
): Promise<void> {
  const lockUntil = new Date(now.getTime() + PAYMENT_PASSWORD_LOCK_MINUTES * 60_000);
  const reserved = await sql<{ password_hash: string; failed_attempts: number }>`
    update payment_passwords set
      failed_attempts = case when locked_until <= ${now} then 1 else failed_attempts + 1 end,
      locked_until = case
        when locked_until <= ${now} then null
        when failed_attempts + 1 >= ${MAX_PAYMENT_PASSWORD_ATTEMPTS} then ${lockUntil}::timestamptz
        else locked_until end,
      updated_at = ${now}
    where account_id = ${accountId}
      and (failed_attempts < ${MAX_PAYMENT_PASSWORD_ATTEMPTS} or locked_until <= ${now})
    returning password_hash, failed_attempts`.execute(db);
  const attempt = reserved.rows[0];
  if (!attempt) {
    const row = await db
      .selectFrom('payment_passwords')
      .select('locked_until')
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (!row) throw paymentPasswordErrors.notSet();
    throw paymentPasswordErrors.locked(row.locked_until ?? lockUntil);
  }
  if (await verifyPassword(password, attempt.password_hash)) {
    await db
      .updateTable('payment_passwords')
      .set({ failed_attempts: 0, locked_until: null, updated_at: now })
      .where('account_id', '=', accountId)
      .execute();
    return;
  }
  const attemptsLeft = MAX_PAYMENT_PASSWORD_ATTEMPTS - attempt.failed_attempts;
  if (attemptsLeft <= 0) throw paymentPasswordErrors.locked(lockUntil);
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
