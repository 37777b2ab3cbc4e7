import type { Kysely } from 'kysely';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import { consumeRate } from '../security/rateLimiter.js';
import type { SecretBox } from '../security/secretBox.js';

/**
 * The authenticator (TOTP, RFC 6238: 6 digits, 30 s) a member enrols from the security centre
 * and may then use to verify a login from a new address. A code is accepted one step either
 * side of now, and each time step only once (replays refused with a conditional update).
 */
const EPOCH_TOLERANCE_SECONDS = 30;

export const totpErrors = {
  invalid: () =>
    new ApiError(400, 'TOTP_INVALID', 'The authenticator code is incorrect', { field: 'code' }),
  alreadyEnabled: () =>
    new ApiError(409, 'TOTP_ALREADY_ENABLED', 'An authenticator is already linked'),
  notEnabled: () => new ApiError(400, 'TOTP_NOT_ENABLED', 'No authenticator is linked'),
};

/** Per member: 10 authenticator guesses in 15 minutes from the centre, whatever the outcome. */
const limitGuesses = (db: Kysely<Database>, accountId: string, now: Date) =>
  consumeRate(db, { scope: 'totp-check', key: accountId, windowMs: 15 * 60_000, limit: 10 }, now);

/**
 * Uses a code of the member's secret (confirmed, or the one being enrolled): true when it
 * matches a time step after the last one accepted, which becomes the last one.
 */
export async function consumeTotpCode(
  db: Kysely<Database>,
  secretBox: SecretBox,
  input: { accountId: string; code: string; confirmed: boolean; now: Date },
): Promise<boolean> {
  const token = input.code.trim();
  if (!/^[0-9]{6}$/.test(token)) return false;
  const row = await db
    .selectFrom('member_totp')
    .select(['secret', 'last_step'])
    .where('account_id', '=', input.accountId)
    .where('confirmed_at', input.confirmed ? 'is not' : 'is', null)
    .executeTakeFirst();
  if (!row) return false;
  const result = await verify({
    secret: secretBox.open(row.secret, input.accountId),
    token,
    epoch: Math.floor(input.now.getTime() / 1000),
    epochTolerance: EPOCH_TOLERANCE_SECONDS,
    afterTimeStep: Number(row.last_step),
  });
  if (!result.valid) return false;
  // A TOTP verification always reports the time step it matched.
  const { timeStep } = result as { timeStep: number };
  const used = await db
    .updateTable('member_totp')
    .set({
      last_step: timeStep,
      ...(input.confirmed ? {} : { confirmed_at: input.now }),
    })
    .where('account_id', '=', input.accountId)
    .where('last_step', '<', String(timeStep))
    .where('confirmed_at', input.confirmed ? 'is not' : 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

export async function totpEnabled(db: Kysely<Database>, accountId: string): Promise<boolean> {
  const row = await db
    .selectFrom('member_totp')
    .select('account_id')
    .where('account_id', '=', accountId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** A new secret to scan (replacing an unconfirmed one); refused while one is linked. */
export async function startTotpEnrolment(
  db: Kysely<Database>,
  secretBox: SecretBox,
  input: { accountId: string; issuer: string; label: string; now: Date },
): Promise<{ secret: string; otpauthUri: string; qrDataUrl: string }> {
  const secret = generateSecret();
  const sealed = secretBox.seal(secret, input.accountId);
  const stored = await db
    .insertInto('member_totp')
    .values({ account_id: input.accountId, secret: sealed, created_at: input.now })
    .onConflict((oc) =>
      oc
        .column('account_id')
        .doUpdateSet({ secret: sealed, created_at: input.now, last_step: 0 })
        .where('member_totp.confirmed_at', 'is', null),
    )
    .returning('account_id')
    .executeTakeFirst();
  if (!stored) throw totpErrors.alreadyEnabled();
  const otpauthUri = generateURI({ issuer: input.issuer, label: input.label, secret });
  const qrDataUrl = await QRCode.toDataURL(otpauthUri, { margin: 1, width: 220 });
  return { secret, otpauthUri, qrDataUrl };
}

export async function confirmTotpEnrolment(
  db: Kysely<Database>,
  secretBox: SecretBox,
  input: { accountId: string; code: string; now: Date },
): Promise<void> {
  await limitGuesses(db, input.accountId, input.now);
  if (await totpEnabled(db, input.accountId)) throw totpErrors.alreadyEnabled();
  if (!(await consumeTotpCode(db, secretBox, { ...input, confirmed: false })))
    throw totpErrors.invalid();
}

/** Unlinking needs a current code, so a stolen session alone cannot remove it. */
export async function removeTotp(
  db: Kysely<Database>,
  secretBox: SecretBox,
  input: { accountId: string; code: string; now: Date },
): Promise<void> {
  await limitGuesses(db, input.accountId, input.now);
  if (!(await totpEnabled(db, input.accountId))) throw totpErrors.notEnabled();
  if (!(await consumeTotpCode(db, secretBox, { ...input, confirmed: true })))
    throw totpErrors.invalid();
  await db.deleteFrom('member_totp').where('account_id', '=', input.accountId).execute();
}

/**
 * Moves every authenticator secret not sealed under the current data key (a rotated-out key,
 * or stored before secrets were sealed) to the current one. Each row is rewritten only if it
 * still holds what was read, so a concurrent enrolment is never overwritten.
 */
export async function resealTotpSecrets(
  db: Kysely<Database>,
  secretBox: SecretBox,
): Promise<number> {
  const rows = await db.selectFrom('member_totp').select(['account_id', 'secret']).execute();
  let resealed = 0;
  for (const row of rows) {
    if (!secretBox.needsReseal(row.secret)) continue;
    const sealed = secretBox.seal(secretBox.open(row.secret, row.account_id), row.account_id);
    const updated = await db
      .updateTable('member_totp')
      .set({ secret: sealed })
      .where('account_id', '=', row.account_id)
      .where('secret', '=', row.secret)
      .executeTakeFirst();
    resealed += Number(updated.numUpdatedRows);
  }
  return resealed;
}
