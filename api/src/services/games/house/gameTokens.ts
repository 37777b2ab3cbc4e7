import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { lookupSessionByHash, type SessionPolicy } from '../../auth/sessions.js';

/** Launch tokens open the game page once, within this time. */
export const LAUNCH_TOKEN_TTL_MS = 2 * 60 * 1000;
/** Play tokens live in the game page's memory for one playing session. */
export const PLAY_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface GameTokenOwner {
  /** SHA-256 of the session token that launched the game. */
  sessionHash: string;
  brandId: string;
  accountId: string;
  nodeId: string;
  language: 'bn' | 'en';
}

export async function issueGameToken(
  db: Kysely<Database>,
  purpose: 'launch' | 'play',
  owner: GameTokenOwner,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const ttl = purpose === 'launch' ? LAUNCH_TOKEN_TTL_MS : PLAY_TOKEN_TTL_MS;
  await db
    .insertInto('game_tokens')
    .values({
      token_hash: hash(token),
      purpose,
      session_hash: owner.sessionHash,
      brand_id: owner.brandId,
      account_id: owner.accountId,
      node_id: owner.nodeId,
      language: owner.language,
      expires_at: new Date(now.getTime() + ttl),
      created_at: now,
    })
    .execute();
  // Expired tokens are useless; drop them as new ones are made (indexed by expiry).
  await db.deleteFrom('game_tokens').where('expires_at', '<', now).execute();
  return token;
}

/**
 * The owner of a valid token, or null. A launch token is single use: it is burnt by the
 * same statement that reads it, so two page loads cannot both succeed. Either token is valid
 * only while the login session that launched the game is: one that expired (idle or
 * absolute) or logged out ends the game too.
 */
export async function redeemGameToken(
  db: Kysely<Database>,
  purpose: 'launch' | 'play',
  token: string,
  now: Date,
  sessionPolicy: SessionPolicy,
): Promise<GameTokenOwner | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const base = db
    .updateTable('game_tokens')
    .where('token_hash', '=', hash(token))
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now);
  const row = await (
    purpose === 'launch'
      ? base.set({ used_at: now }).where('used_at', 'is', null)
      : base.set({ used_at: now })
  )
    .returning(['session_hash', 'brand_id', 'account_id', 'node_id', 'language'])
    .executeTakeFirst();
  if (!row) return null;
  const session = await lookupSessionByHash(db, row.session_hash, now, sessionPolicy);
  if (session.status !== 'valid') return null;
  return {
    sessionHash: row.session_hash,
    brandId: row.brand_id,
    accountId: row.account_id,
    nodeId: row.node_id,
    language: row.language === 'en' ? 'en' : 'bn',
  };
}
