import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

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

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Creates a session and returns the opaque token (only its hash is stored). */
export async function createSession(
  db: Kysely<Database>,
  input: {
    accountId: string;
    brandId: string;
    ip: string;
    now: Date;
    policy: SessionPolicy;
    loginType?: string;
  },
): Promise<string> {
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
    })
    .execute();
  return token;
}

/** Resolves a token, enforcing idle and absolute expiry; expired sessions are deleted. */
export function lookupSession(
  db: Kysely<Database>,
  token: string,
  now: Date,
  policy: SessionPolicy,
): Promise<SessionLookup> {
  return lookupSessionByHash(db, hashToken(token), now, policy);
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
    .selectFrom('sessions')
    .select(['account_id', 'brand_id', 'last_seen_at', 'expires_at', 'login_type'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return { status: 'unknown' };
  const idleDeadline = row.last_seen_at.getTime() + policy.idleTimeoutMs;
  if (now.getTime() >= row.expires_at.getTime() || now.getTime() >= idleDeadline) {
    await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    return { status: 'expired' };
  }
  if (now.getTime() - row.last_seen_at.getTime() >= TOUCH_INTERVAL_MS) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: now })
      .where('token_hash', '=', tokenHash)
      .execute();
  }
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
