import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { OPERATOR_IDLE_MINUTES, SECOND_FACTOR_ROLES, type OperatorView } from '@site/contracts';
import { sql, type Kysely } from 'kysely';
import type { OperatorRole, OperatorSecondFactor } from '../../db/cashierSchema.js';
import type { Database } from '../../db/schema.js';
import { ApiError, errors } from '../../errors.js';
import { admitAttempt, clearPair, pairKey } from '../auth/loginThrottle.js';
import { hashPassword, verifyPassword, type PasswordHashParams } from '../auth/password.js';
import {
  hitSlidingRate,
  isLocked,
  rateLimited,
  releaseRate,
  setLock,
  type RateWindow,
} from '../security/rateLimiter.js';
import type { SecretBox } from '../security/secretBox.js';
import {
  consumeTotpCode,
  OPERATOR_TOTP,
  totpEnabled,
  totpErrors,
} from '../security-centre/totp.js';

/**
 * Operator accounts (the back office's people) are separate from players: their own table,
 * their own sessions, roles that say what they may do, and optionally the brands they may act
 * on. A deployment's root token (OPS_TOKEN) acts as an admin of every brand; it exists to
 * create the first operators and for automation, and every action it takes is audited too.
 */
export const OPERATOR_ROLES: readonly OperatorRole[] = ['admin', 'finance', 'support', 'release'];
export const OPERATOR_SESSION_HOURS = 8;
/** A session's last use is written at most this often: one write a minute, not one a call. */
const LAST_USED_PRECISION_MS = 60_000;

/**
 * Sign-in protection (issue 40). No account is ever locked: five wrong passwords from five
 * addresses used to lock a finance operator out for 15 minutes, right password or not, so
 * anyone could keep an operator out. Instead each (name, address) pair slows down with its
 * failures (loginThrottle.ts, the members' back-off: from its 3rd failure 2 s, then 4, 8, … up
 * to 5 minutes), so a stranger slows only himself, and one address is refused for 15 minutes
 * after 20 failures across names. Unknown names are counted, hashed (a dummy hash of the same
 * cost) and answered like known ones, so neither the answer nor its time tells which names
 * exist.
 */
export const OPERATOR_LOGIN_PROTECTION = {
  windowMs: 15 * 60_000,
  addressLockAfter: 20,
  addressLockMs: 15 * 60_000,
  pairBackOff: {
    delayFrom: 3,
    baseDelayMs: 2_000,
    maxDelayMs: 5 * 60_000,
    resetAfterMs: 60 * 60_000,
  },
} as const;

export interface Operator {
  /** null for the root token. */
  id: string | null;
  username: string;
  roles: readonly OperatorRole[];
  /** null: every brand. */
  brandIds: readonly string[] | null;
  /** What this session proved at sign-in (see OperatorLoginBody of the contracts). */
  secondFactor: OperatorSecondFactor;
}

export const ROOT_OPERATOR: Operator = {
  id: null,
  username: 'root',
  roles: OPERATOR_ROLES,
  brandIds: null,
  secondFactor: 'not-required',
};

export const operatorErrors = {
  unauthorized: () => new ApiError(401, 'OPERATOR_UNAUTHORIZED', 'Please sign in as an operator'),
  loginFailed: () => new ApiError(401, 'OPERATOR_LOGIN_FAILED', 'Incorrect username or password'),
  totpRequired: () =>
    new ApiError(401, 'OPERATOR_TOTP_REQUIRED', 'Enter the code of your authenticator app', {
      field: 'code',
    }),
  sessionExpired: () =>
    new ApiError(
      401,
      'OPERATOR_SESSION_EXPIRED',
      'Your session ended after a while without use, please sign in again',
    ),
  enrolmentRequired: () =>
    new ApiError(
      403,
      'OPERATOR_TOTP_ENROLMENT_REQUIRED',
      'Link an authenticator app before anything else',
    ),
  delayed: (retryAfterMs: number) =>
    new ApiError(
      429,
      'OPERATOR_LOGIN_DELAYED',
      'Too many failed sign-ins from this address, please wait and try again',
      { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) },
    ),
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

/** Whether the operator's roles need an authenticator code at sign-in. */
export const needsSecondFactor = (roles: readonly OperatorRole[]) =>
  roles.some((role) => SECOND_FACTOR_ROLES.includes(role));

/** What the house runs for every brand at once (lottery draws, sports markets) only an operator of every brand may act on. */
export function assertEveryBrand(operator: Operator, what: string): void {
  if (operator.brandIds !== null)
    throw new ApiError(403, 'OPERATOR_BRAND_FORBIDDEN', `${what} belong to every brand`);
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

/** One dummy hash per cost, computed once: what an unknown name's password is checked against. */
const dummyHashes = new Map<string, Promise<string>>();
export function dummyHash(params: PasswordHashParams): Promise<string> {
  const key = JSON.stringify(params);
  let hash = dummyHashes.get(key);
  if (!hash) {
    hash = hashPassword('not-an-operator-password', params);
    dummyHashes.set(key, hash);
  }
  return hash;
}

/**
 * Signs an operator in (see OPERATOR_LOGIN_PROTECTION). The attempt is counted against the
 * address and its (name, address) pair before the password is compared, under the pair's row
 * lock, so parallel guesses queue and find the wait already there; a right password clears
 * the pair and takes the address's count back.
 */
export async function loginOperator(
  db: Kysely<Database>,
  secretBox: SecretBox,
  input: { username: string; password: string; code?: string; ip: string; now: Date },
  params: PasswordHashParams,
): Promise<{ token: string; expiresAt: string; operator: Operator }> {
  const { now, ip } = input;
  const policy = OPERATOR_LOGIN_PROTECTION;
  if (await isLocked(db, 'ops-login-lock-ip', ip, now, policy.addressLockMs)) throw rateLimited();
  const addressWindow: RateWindow = {
    scope: 'ops-login-fail-ip',
    key: ip,
    windowMs: policy.windowMs,
  };
  const addressFailures = await hitSlidingRate(db, addressWindow, now);
  if (addressFailures > policy.addressLockAfter) {
    await releaseRate(db, addressWindow, now);
    await setLock(db, 'ops-login-lock-ip', ip, now);
    throw rateLimited();
  }
  const pair = pairKey(`ops:${input.username.trim().toLowerCase()}`, ip);
  const decision = await admitAttempt(db, policy.pairBackOff, pair, now);
  if (!decision.allowed) {
    await releaseRate(db, addressWindow, now);
    throw operatorErrors.delayed(decision.retryAfterMs);
  }
  const attempt = await db
    .selectFrom('operators')
    .select(['id', 'password_hash', 'roles', 'brand_ids'])
    .where('username', '=', input.username)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  // An unknown (or disabled) name costs the same hash as a known one.
  const valid = await verifyPassword(
    input.password,
    attempt?.password_hash ?? (await dummyHash(params)),
  );
  if (!attempt || !valid) throw operatorErrors.loginFailed();
  const secondFactor = await secondFactorAtSignIn(db, secretBox, attempt, input.code, now);
  if (secondFactor === 'code-missing') {
    // The password was right, so the address is not guessing names; but the pair keeps this
    // attempt, or a missing code would wipe the count of wrong codes before it.
    await releaseRate(db, addressWindow, now);
    throw operatorErrors.totpRequired();
  }
  if (secondFactor === 'code-wrong') throw operatorErrors.loginFailed();
  await clearPair(db, pair);
  await releaseRate(db, addressWindow, now);
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
      second_factor: secondFactor,
      last_used_at: now,
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
      secondFactor,
    },
  };
}

/**
 * The second factor of a sign-in whose password was right: a role that needs one gives the
 * code of its linked authenticator (each time step once), or gets an enrolment-only session
 * while none is linked. A code sent by anyone else is ignored.
 */
async function secondFactorAtSignIn(
  db: Kysely<Database>,
  secretBox: SecretBox,
  operator: { id: string; roles: readonly OperatorRole[] },
  code: string | undefined,
  now: Date,
): Promise<OperatorSecondFactor | 'code-missing' | 'code-wrong'> {
  if (!needsSecondFactor(operator.roles)) return 'not-required';
  if (!(await totpEnabled(db, OPERATOR_TOTP, operator.id))) return 'enrolment-required';
  if (code === undefined) return 'code-missing';
  const used = await consumeTotpCode(db, secretBox, OPERATOR_TOTP, {
    id: operator.id,
    code,
    confirmed: true,
    now,
  });
  return used ? 'verified' : 'code-wrong';
}

/**
 * The operator behind a session token, or null when it is unknown, past its end, revoked or
 * disabled; 401 OPERATOR_SESSION_EXPIRED when it went unused for OPERATOR_IDLE_MINUTES. A use
 * moves the session's last use on, at most once a minute.
 */
export async function operatorForToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<Operator | null> {
  const row = await db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select(['o.id', 'o.username', 'o.roles', 'o.brand_ids', 's.second_factor', 's.last_used_at'])
    .where('s.token_hash', '=', tokenHash(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('o.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const idleMs = now.getTime() - row.last_used_at.getTime();
  if (idleMs >= OPERATOR_IDLE_MINUTES * 60_000) throw operatorErrors.sessionExpired();
  if (idleMs >= LAST_USED_PRECISION_MS)
    await db
      .updateTable('operator_sessions')
      .set({ last_used_at: now })
      .where('token_hash', '=', tokenHash(token))
      .where('last_used_at', '<', now)
      .execute();
  return {
    id: row.id,
    username: row.username,
    roles: row.roles,
    brandIds: row.brand_ids,
    secondFactor: row.second_factor,
  };
}

/** The session has confirmed an authenticator: it is whole (OperatorTotpConfirmBody). */
export async function verifyOperatorSession(db: Kysely<Database>, token: string): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({ second_factor: 'verified' })
    .where('token_hash', '=', tokenHash(token))
    .execute();
}

/** What `/ops/me` and the sign-in answer: the operator, its brands' codes and its second factor. */
export async function operatorView(
  db: Kysely<Database>,
  operator: Operator,
): Promise<OperatorView> {
  const codes = operator.brandIds?.length
    ? await db
        .selectFrom('brands')
        .select(['id', 'merchant_code'])
        .where('id', 'in', [...operator.brandIds])
        .execute()
    : [];
  const codeOf = new Map(codes.map((brand) => [brand.id, brand.merchant_code]));
  return {
    id: operator.id,
    username: operator.username,
    roles: [...operator.roles],
    brandIds: operator.brandIds ? [...operator.brandIds] : null,
    brands: operator.brandIds ? operator.brandIds.map((id) => codeOf.get(id) ?? id) : null,
    totp: operator.id !== null && (await totpEnabled(db, OPERATOR_TOTP, operator.id)),
    secondFactor: operator.secondFactor,
  };
}

/**
 * Unlinks an operator's authenticator (an admin's reset, for a lost phone) and ends its open
 * sessions, which that authenticator vouched for; it enrols again at its next sign-in. Only an
 * admin holding every brand of the operator may (403 otherwise). Run it in the transaction that
 * audits it.
 */
export async function resetOperatorTotp(
  db: Kysely<Database>,
  input: { admin: Operator; username: string; now: Date },
): Promise<{ operatorId: string; sessionsEnded: number }> {
  const target = await db
    .selectFrom('operators')
    .select(['id', 'brand_ids'])
    .where('username', '=', input.username)
    .executeTakeFirst();
  if (!target) throw errors.notFound('Operator');
  const adminBrands = input.admin.brandIds;
  if (
    adminBrands &&
    (!target.brand_ids || target.brand_ids.some((id) => !adminBrands.includes(id)))
  )
    throw operatorErrors.brandForbidden();
  const removed = await db
    .deleteFrom('operator_totp')
    .where('operator_id', '=', target.id)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw totpErrors.notEnabled();
  const ended = await db
    .updateTable('operator_sessions')
    .set({ revoked_at: input.now })
    .where('operator_id', '=', target.id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', input.now)
    .executeTakeFirst();
  return { operatorId: target.id, sessionsEnded: Number(ended.numUpdatedRows) };
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
