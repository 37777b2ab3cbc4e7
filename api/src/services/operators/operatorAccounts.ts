import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { OperatorRole } from '../../db/cashierSchema.js';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import { hashPassword, verifyPassword, type PasswordHashParams } from '../auth/password.js';

/**
 * Operator accounts (the back office's people) are separate from players: their own table,
 * their own sessions, roles that say what they may do, and optionally the brands they may act
 * on. A deployment's root token (OPS_TOKEN) acts as an admin of every brand; it exists to
 * create the first operators and for automation, and every action it takes is audited too.
 */
export const OPERATOR_ROLES: readonly OperatorRole[] = ['admin', 'finance', 'support'];
export const OPERATOR_SESSION_HOURS = 8;
const MAX_FAILED_LOGINS = 5;
const LOGIN_LOCK_MINUTES = 15;

export interface Operator {
  /** null for the root token. */
  id: string | null;
  username: string;
  roles: readonly OperatorRole[];
  /** null: every brand. */
  brandIds: readonly string[] | null;
}

export const ROOT_OPERATOR: Operator = {
  id: null,
  username: 'root',
  roles: OPERATOR_ROLES,
  brandIds: null,
};

export const operatorErrors = {
  unauthorized: () => new ApiError(401, 'OPERATOR_UNAUTHORIZED', 'Please sign in as an operator'),
  loginFailed: () => new ApiError(401, 'OPERATOR_LOGIN_FAILED', 'Incorrect username or password'),
  locked: (until: Date) =>
    new ApiError(403, 'OPERATOR_LOCKED', 'Too many failed sign-ins, please try again later', {
      lockedUntil: until.toISOString(),
    }),
  forbidden: (role: string) =>
    new ApiError(403, 'OPERATOR_FORBIDDEN', 'Your role does not allow this action', { role }),
  brandForbidden: () =>
    new ApiError(403, 'OPERATOR_FORBIDDEN', 'You may not act on this brand', { field: 'brand' }),
  usernameTaken: () =>
    new ApiError(409, 'CONFLICT', 'That operator username is taken', { field: 'username' }),
};

const digest = (value: string) => createHash('sha256').update(value).digest();
const tokenHash = (token: string) => digest(token).toString('hex');

/** True when `token` is the root token (fixed-length digests: no timing leak of content or length). */
export function isRootToken(token: string, rootToken: string | null): boolean {
  return rootToken !== null && timingSafeEqual(digest(token), digest(rootToken));
}

export function hasRole(operator: Operator, role: OperatorRole): boolean {
  return operator.roles.includes('admin') || operator.roles.includes(role);
}

export function canActOnBrand(operator: Operator, brandId: string): boolean {
  return operator.brandIds === null || operator.brandIds.includes(brandId);
}

export async function createOperator(
  db: Kysely<Database>,
  input: { username: string; password: string; roles: OperatorRole[]; brandIds: string[] | null },
  params: PasswordHashParams,
): Promise<{ id: string; username: string }> {
  const row = await db
    .insertInto('operators')
    .values({
      username: input.username,
      password_hash: await hashPassword(input.password, params),
      roles: sql<OperatorRole[]>`${sql.val(input.roles)}::text[]` as unknown as OperatorRole[],
      brand_ids: input.brandIds,
    })
    .onConflict((oc) => oc.column('username').doNothing())
    .returning(['id', 'username'])
    .executeTakeFirst();
  if (!row) throw operatorErrors.usernameTaken();
  return row;
}

/**
 * Signs an operator in. Each attempt is reserved by one UPDATE before the password is
 * compared, so concurrent guesses cannot exceed the limit; five failures lock the account.
 */
export async function loginOperator(
  db: Kysely<Database>,
  input: { username: string; password: string; ip: string; now: Date },
): Promise<{ token: string; expiresAt: string; operator: Operator }> {
  const { now } = input;
  const lockUntil = new Date(now.getTime() + LOGIN_LOCK_MINUTES * 60_000);
  const reserved = await sql<{
    id: string;
    password_hash: string;
    failed_logins: number;
    roles: OperatorRole[];
    brand_ids: string[] | null;
  }>`
    update operators set
      failed_logins = case when locked_until <= ${now} then 1 else failed_logins + 1 end,
      locked_until = case
        when locked_until <= ${now} then null
        when failed_logins + 1 >= ${MAX_FAILED_LOGINS} then ${lockUntil}::timestamptz
        else locked_until end
    where username = ${input.username} and disabled_at is null
      and (failed_logins < ${MAX_FAILED_LOGINS} or locked_until <= ${now})
    returning id, password_hash, failed_logins, roles, brand_ids`.execute(db);
  const attempt = reserved.rows[0];
  if (!attempt) {
    const row = await db
      .selectFrom('operators')
      .select('locked_until')
      .where('username', '=', input.username)
      .where('disabled_at', 'is', null)
      .executeTakeFirst();
    if (row?.locked_until && row.locked_until > now) throw operatorErrors.locked(row.locked_until);
    throw operatorErrors.loginFailed();
  }
  if (!(await verifyPassword(input.password, attempt.password_hash))) {
    if (attempt.failed_logins >= MAX_FAILED_LOGINS) throw operatorErrors.locked(lockUntil);
    throw operatorErrors.loginFailed();
  }
  await db
    .updateTable('operators')
    .set({ failed_logins: 0, locked_until: null })
    .where('id', '=', attempt.id)
    .execute();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + OPERATOR_SESSION_HOURS * 3_600_000);
  await db
    .insertInto('operator_sessions')
    .values({
      token_hash: tokenHash(token),
      operator_id: attempt.id,
      ip: input.ip,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return {
    token,
    expiresAt: expiresAt.toISOString(),
    operator: {
      id: attempt.id,
      username: input.username,
      roles: attempt.roles,
      brandIds: attempt.brand_ids,
    },
  };
}

/** The operator behind a session token, or null when it is unknown, expired, revoked or disabled. */
export async function operatorForToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<Operator | null> {
  const row = await db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select(['o.id', 'o.username', 'o.roles', 'o.brand_ids'])
    .where('s.token_hash', '=', tokenHash(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('o.disabled_at', 'is', null)
    .executeTakeFirst();
  return row
    ? { id: row.id, username: row.username, roles: row.roles, brandIds: row.brand_ids }
    : null;
}

export async function revokeOperatorSession(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash(token))
    .where('revoked_at', 'is', null)
    .execute();
}
