import { hash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { precompiled } from '../../db/precompiled.js';
import type { Database } from '../../db/schema.js';
import { assertMayLogIn } from '../protection/exclusionState.js';
import {
  ACCOUNT_SUMMARY_COLUMNS,
  toAccountSummary,
  type AccountSummary,
  type AccountSummaryRow,
} from '../members/accountRepository.js';

export interface SessionPolicy {
  idleTimeoutMs: number;
  absoluteTimeoutMs: number;
}

export interface SessionRecord {
  tokenHash: string;
  accountId: string;
  brandId: string;
  /** How the session was opened: 'password', 'sms', 'freeplay', 'register', 'reset'. */
  loginType: string;
}

export type SessionLookup =
  { status: 'valid'; session: SessionRecord } | { status: 'expired' } | { status: 'unknown' };

/** Writes of last_seen_at are skipped when the previous one is this recent. */
const TOUCH_INTERVAL_MS = 60_000;

/** Hashed on every authenticated request: the one-shot hash costs a third of a Hash object. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Creates a session and returns the opaque token (only its hash is stored). Every login, sign-up
 * and reset opens its session here, so an account under a time-out or self-exclusion (its own
 * or a matching account's of the licence group) is refused here: ACCOUNT_EXCLUDED.
 */
export async function createSession(
  db: Kysely<Database>,
  input: {
    accountId: string;
    brandId: string;
    ip: string;
    now: Date;
    policy: SessionPolicy;
    loginType?: string;
    userAgent?: string;
  },
): Promise<string> {
  await assertMayLogIn(db, input.accountId, input.now);
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      account_id: input.accountId,
      brand_id: input.brandId,
      ip: input.ip,
      created_at: input.now,
      last_seen_at: input.now,
      expires_at: new Date(input.now.getTime() + input.policy.absoluteTimeoutMs),
      login_type: input.loginType ?? 'password',
      user_agent: (input.userAgent ?? '').slice(0, 300),
    })
    .execute();
  return token;
}

/** Whether a session is past its idle or absolute expiry, due for a last_seen_at write, or neither. */
export function sessionState(
  times: { lastSeenAt: Date; expiresAt: Date },
  now: Date,
  policy: SessionPolicy,
): 'expired' | 'touch' | 'fresh' {
  const at = now.getTime();
  const lastSeen = times.lastSeenAt.getTime();
  if (at >= times.expiresAt.getTime() || at >= lastSeen + policy.idleTimeoutMs) return 'expired';
  return at - lastSeen >= TOUCH_INTERVAL_MS ? 'touch' : 'fresh';
}

/** The member's session limit (RTS 12): a login that lasted it ends. */
export const sessionLimitReached = (
  session: { startedAt: Date; sessionLimitMinutes: number | null },
  now: Date,
): boolean =>
  session.sessionLimitMinutes !== null &&
  now.getTime() >= session.startedAt.getTime() + session.sessionLimitMinutes * 60_000;

/**
 * Applies expiry to a session row just read: deletes it when expired, records the activity
 * when the last write is old enough. Returns the last_seen_at now stored, or null if expired.
 */
async function enforceExpiry(
  db: Kysely<Database>,
  tokenHash: string,
  times: { lastSeenAt: Date; expiresAt: Date },
  now: Date,
  policy: SessionPolicy,
): Promise<Date | null> {
  const state = sessionState(times, now, policy);
  if (state === 'expired') {
    await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    return null;
  }
  if (state === 'fresh') return times.lastSeenAt;
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now })
    .where('token_hash', '=', tokenHash)
    .execute();
  return now;
}

/**
 * The same by the token's hash, for credentials derived from a session (house-game tokens
 * keep only the hash): they last no longer than the session, and using them is activity.
 */
export async function lookupSessionByHash(
  db: Kysely<Database>,
  tokenHash: string,
  now: Date,
  policy: SessionPolicy,
): Promise<SessionLookup> {
  const row = await db
    .selectFrom('sessions as s')
    .leftJoin('protection_limits as l', (join) =>
      join.onRef('l.member_id', '=', 's.account_id').on('l.kind', '=', 'session'),
    )
    .select(['s.account_id', 's.brand_id', 's.last_seen_at', 's.expires_at', 's.login_type'])
    .select(['s.created_at', 'l.minutes'])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return { status: 'unknown' };
  // A game played in its frame ends with the login's session limit too.
  if (sessionLimitReached({ startedAt: row.created_at, sessionLimitMinutes: row.minutes }, now)) {
    await deleteSession(db, tokenHash);
    return { status: 'expired' };
  }
  const times = { lastSeenAt: row.last_seen_at, expiresAt: row.expires_at };
  if (!(await enforceExpiry(db, tokenHash, times, now, policy))) return { status: 'expired' };
  return {
    status: 'valid',
    session: {
      tokenHash,
      accountId: row.account_id,
      brandId: row.brand_id,
      loginType: row.login_type,
    },
  };
}

const sessionWithAccount = precompiled((db, tokenHash: string) =>
  db
    .selectFrom('sessions as s')
    .leftJoin('accounts as a', 'a.id', 's.account_id')
    .leftJoin('accounts as u', 'u.id', 'a.upline_id')
    .leftJoin('protection_limits as l', (join) =>
      join.onRef('l.member_id', '=', 's.account_id').on('l.kind', '=', 'session'),
    )
    .select(['s.account_id', 's.brand_id as session_brand_id', 's.last_seen_at', 's.expires_at'])
    .select(['s.created_at', 'l.minutes as session_limit_minutes'])
    .select(['s.login_type', ...ACCOUNT_SUMMARY_COLUMNS])
    .where('s.token_hash', '=', tokenHash),
);

/** A valid session with its account (null when the account row is gone) and its times. */
export interface MemberSession extends SessionRecord {
  account: AccountSummary | null;
  lastSeenAt: Date;
  expiresAt: Date;
  /** When the login began, and the member's session limit then (player protection). */
  startedAt: Date;
  sessionLimitMinutes: number | null;
}

export type MemberSessionLookup =
  { status: 'valid'; session: MemberSession } | { status: 'expired' } | { status: 'unknown' };

/**
 * The session and its account in one query: an authenticated request's only look-up (two
 * more writes only when the session expired or its activity is due to be recorded).
 */
export async function lookupMemberSession(
  db: Kysely<Database>,
  tokenHash: string,
  now: Date,
  policy: SessionPolicy,
): Promise<MemberSessionLookup> {
  const row = await sessionWithAccount(db, tokenHash);
  if (!row) return { status: 'unknown' };
  const times = { lastSeenAt: row.last_seen_at, expiresAt: row.expires_at };
  const lastSeenAt = await enforceExpiry(db, tokenHash, times, now, policy);
  if (!lastSeenAt) return { status: 'expired' };
  return {
    status: 'valid',
    session: {
      tokenHash,
      accountId: row.account_id,
      brandId: row.session_brand_id,
      loginType: row.login_type,
      account: row.id === null ? null : toAccountSummary(row as AccountSummaryRow),
      lastSeenAt,
      expiresAt: row.expires_at,
      startedAt: row.created_at,
      sessionLimitMinutes: row.session_limit_minutes,
    },
  };
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Housekeeping: removes sessions past their absolute expiry. */
export async function purgeExpiredSessions(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends every session of an account (password change, disabling), optionally keeping one. */
export async function deleteAccountSessions(
  db: Kysely<Database>,
  accountId: string,
  exceptTokenHash?: string,
): Promise<void> {
  let query = db.deleteFrom('sessions').where('account_id', '=', accountId);
  if (exceptTokenHash) query = query.where('token_hash', '!=', exceptTokenHash);
  await query.execute();
}
