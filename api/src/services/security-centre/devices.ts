import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { MemberDevices } from '@site/contracts';
import type { Database } from '../../db/schema.js';

/** At most this many sessions and addresses are listed (newest activity first). */
const LIST_LIMIT = 50;

/** A session's public id: derived from the stored hash, never the hash itself. */
const publicId = (tokenHash: string) =>
  createHash('sha256').update(`session:${tokenHash}`).digest('hex').slice(0, 16);

/** The member's open sessions (the current one marked) and the addresses they logged in from. */
export async function listDevices(
  db: Kysely<Database>,
  input: { accountId: string; currentTokenHash: string; now: Date },
): Promise<MemberDevices> {
  const sessions = await db
    .selectFrom('sessions')
    .select(['token_hash', 'ip', 'user_agent', 'login_type', 'created_at', 'last_seen_at'])
    .where('account_id', '=', input.accountId)
    .where('expires_at', '>', input.now)
    .orderBy('last_seen_at', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  const addresses = await db
    .selectFrom('account_login_ips')
    .select(['ip', 'first_seen_at', 'last_seen_at'])
    .where('account_id', '=', input.accountId)
    .orderBy('last_seen_at', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  return {
    sessions: sessions.map((row) => ({
      id: publicId(row.token_hash),
      current: row.token_hash === input.currentTokenHash,
      ip: row.ip,
      userAgent: row.user_agent,
      loginType: row.login_type,
      createdAt: row.created_at.toISOString(),
      lastSeenAt: row.last_seen_at.toISOString(),
    })),
    addresses: addresses.map((row) => ({
      ip: row.ip,
      firstSeenAt: row.first_seen_at.toISOString(),
      lastSeenAt: row.last_seen_at.toISOString(),
    })),
  };
}
