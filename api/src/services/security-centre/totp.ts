import type { Kysely } from 'kysely';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Int8 } from '../../db/columnTypes.js';
import type { Database } from '../../db/schema.js';
import type { TotpColumns } from '../../db/securityCentreSchema.js';
import { ApiError } from '../../errors.js';
import { consumeRate } from '../security/rateLimiter.js';
import type { SecretBox } from '../security/secretBox.js';

/**
 * Authenticators (TOTP, RFC 6238: 6 digits, 30 s): the one a member enrols from the security
 * centre and may then use to verify a login from a new address, and the one an admin or finance
 * operator signs in with (issue 45). A code is accepted one step either side of now, and each
 * time step only once (replays refused with a conditional update).
 */
const EPOCH_TOLERANCE_SECONDS = 30;

export const totpErrors = {
  invalid: () =>
    new ApiError(400, 'TOTP_INVALID', 'The authenticator code is incorrect', { field: 'code' }),
  alreadyEnabled: () =>
    new ApiError(409, 'TOTP_ALREADY_ENABLED', 'An authenticator is already linked'),
  notEnabled: () => new ApiError(400, 'TOTP_NOT_ENABLED', 'No authenticator is linked'),
};

/** Whose authenticators a table holds: members' or operators'. Rows of both have TotpColumns. */
export interface TotpHolders {
  table: 'member_totp' | 'operator_totp';
  /** The holder's id column. */
  key: 'account_id' | 'operator_id';
  /** The rate-limit scope of guesses at enrolment and removal, per holder. */
  guessScope: string;
  /**
   * What a secret is sealed to besides the data key: a row copied to another holder, or from
   * a member to an operator of the same id, does not open.
   */
  sealedTo: (id: string) => string;
}

export const MEMBER_TOTP: TotpHolders = {
  table: 'member_totp',
  key: 'account_id',
  guessScope: 'totp-check',
  sealedTo: (id) => id,
};

export const OPERATOR_TOTP: TotpHolders = {
  table: 'operator_totp',
  key: 'operator_id',
  guessScope: 'ops-totp-check',
  sealedTo: (id) => `operator:${id}`,
};

/**
 * Either table, typed by the columns the two share; `holders.key` names the row's holder.
 * (Kysely types a table by name, and these functions serve both names.)
 */
type TotpTables = Record<TotpHolders['table'], TotpColumns & Record<TotpHolders['key'], Int8>>;
const tables = (db: Kysely<Database>) => db as unknown as Kysely<TotpTables>;

/** Per holder: 10 guesses in 15 minutes at enrolment or removal, whatever the outcome. */
const limitGuesses = (db: Kysely<Database>, holders: TotpHolders, id: string, now: Date) =>
  consumeRate(db, { scope: holders.guessScope, key: id, windowMs: 15 * 60_000, limit: 10 }, now);

/**
 * Uses a code of the holder's secret (confirmed, or the one being enrolled): true when it
 * matches a time step after the last one accepted, which becomes the last one. Two requests
 * with the same code race on the conditional update: one wins.
 */
export async function consumeTotpCode(
  db: Kysely<Database>,
  secretBox: SecretBox,
  holders: TotpHolders,
  input: { id: string; code: string; confirmed: boolean; now: Date },
): Promise<boolean> {
  const token = input.code.trim();
  if (!/^[0-9]{6}$/.test(token)) return false;
  const row = await tables(db)
    .selectFrom(holders.table)
    .select(['secret', 'last_step'])
    .where(holders.key, '=', input.id)
    .where('confirmed_at', input.confirmed ? 'is not' : 'is', null)
    .executeTakeFirst();
  if (!row) return false;
  const result = await verify({
    secret: secretBox.open(row.secret, holders.sealedTo(input.id)),
    token,
    epoch: Math.floor(input.now.getTime() / 1000),
    epochTolerance: EPOCH_TOLERANCE_SECONDS,
    afterTimeStep: Number(row.last_step),
  });
  if (!result.valid) return false;
  // A TOTP verification always reports the time step it matched.
  const { timeStep } = result as { timeStep: number };
  const used = await tables(db)
    .updateTable(holders.table)
    .set({
      last_step: timeStep,
      ...(input.confirmed ? {} : { confirmed_at: input.now }),
    })
    .where(holders.key, '=', input.id)
    .where('last_step', '<', String(timeStep))
    .where('confirmed_at', input.confirmed ? 'is not' : 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

export async function totpEnabled(
  db: Kysely<Database>,
  holders: TotpHolders,
  id: string,
): Promise<boolean> {
  const row = await tables(db)
    .selectFrom(holders.table)
    .select(holders.key)
    .where(holders.key, '=', id)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** A new secret to scan (replacing an unconfirmed one); refused while one is linked. */
export async function startTotpEnrolment(
  db: Kysely<Database>,
  secretBox: SecretBox,
  holders: TotpHolders,
  input: { id: string; issuer: string; label: string; now: Date },
): Promise<{ secret: string; otpauthUri: string; qrDataUrl: string }> {
  const secret = generateSecret();
  const sealed = secretBox.seal(secret, holders.sealedTo(input.id));
  const stored = await tables(db)
    .insertInto(holders.table)
    .values({ [holders.key]: input.id, secret: sealed, created_at: input.now } as never)
    .onConflict((oc) =>
      oc
        .column(holders.key)
        .doUpdateSet({ secret: sealed, created_at: input.now, last_step: 0 })
        .where(`${holders.table}.confirmed_at`, 'is', null),
    )
    .returning(holders.key)
    .executeTakeFirst();
  if (!stored) throw totpErrors.alreadyEnabled();
  const otpauthUri = generateURI({ issuer: input.issuer, label: input.label, secret });
  const qrDataUrl = await QRCode.toDataURL(otpauthUri, { margin: 1, width: 220 });
  return { secret, otpauthUri, qrDataUrl };
}

export async function confirmTotpEnrolment(
  db: Kysely<Database>,
  secretBox: SecretBox,
  holders: TotpHolders,
  input: { id: string; code: string; now: Date },
): Promise<void> {
  await limitGuesses(db, holders, input.id, input.now);
  if (await totpEnabled(db, holders, input.id)) throw totpErrors.alreadyEnabled();
  if (!(await consumeTotpCode(db, secretBox, holders, { ...input, confirmed: false })))
    throw totpErrors.invalid();
}

/** Unlinking needs a current code, so a stolen session alone cannot remove it. */
export async function removeTotp(
  db: Kysely<Database>,
  secretBox: SecretBox,
  holders: TotpHolders,
  input: { id: string; code: string; now: Date },
): Promise<void> {
  await limitGuesses(db, holders, input.id, input.now);
  if (!(await totpEnabled(db, holders, input.id))) throw totpErrors.notEnabled();
  if (!(await consumeTotpCode(db, secretBox, holders, { ...input, confirmed: true })))
    throw totpErrors.invalid();
  await tables(db).deleteFrom(holders.table).where(holders.key, '=', input.id).execute();
}

/**
 * Moves every authenticator secret, members' and operators', not sealed under the current data
 * key (a rotated-out key, or stored before secrets were sealed) to the current one. Each row is
 * rewritten only if it still holds what was read, so a concurrent enrolment is never overwritten.
 */
export async function resealTotpSecrets(
  db: Kysely<Database>,
  secretBox: SecretBox,
): Promise<number> {
  let resealed = 0;
  for (const holders of [MEMBER_TOTP, OPERATOR_TOTP]) {
    const rows = await tables(db)
      .selectFrom(holders.table)
      .select([`${holders.key} as id`, 'secret'])
      .execute();
    for (const row of rows) {
      if (!secretBox.needsReseal(row.secret)) continue;
      const sealedTo = holders.sealedTo(row.id);
      const updated = await tables(db)
        .updateTable(holders.table)
        .set({ secret: secretBox.seal(secretBox.open(row.secret, sealedTo), sealedTo) })
        .where(holders.key, '=', row.id)
        .where('secret', '=', row.secret)
        .executeTakeFirst();
      resealed += Number(updated.numUpdatedRows);
    }
  }
  return resealed;
}
