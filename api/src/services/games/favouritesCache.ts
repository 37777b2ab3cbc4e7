import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import { announceMemberChange, MemberCache } from '../../db/memberCache.js';
import type { Database } from '../../db/schema.js';

/**
 * How long a member's favourites are reused for their game pages. The database announces every
 * change at once (trigger of migration 0037); this bound only limits what a missed announcement
 * could cost.
 */
export const FAVOURITES_CACHE_TTL_MS = 2_000;
export const FAVOURITES_CHANGED_CHANNEL = 'favourites_changed';

/** This process changes `accountId`'s favourites (before the change commits). */
export function announceFavouritesChange(accountId: string): void {
  announceMemberChange(FAVOURITES_CHANGED_CHANNEL, accountId);
}

/** Every favourite of a member (at most MAX_FAVOURITES), by node id. */
export async function allFavourites(
  db: Kysely<Database>,
  accountId: string,
): Promise<ReadonlySet<string>> {
  const rows = await db
    .selectFrom('favourite_games')
    .select('node_id')
    .where('account_id', '=', accountId)
    .execute();
  return new Set(rows.map((row) => row.node_id));
}

/** Members' favourites, which mark the game pages they browse (isFavorite). */
export class FavouritesCache extends MemberCache<ReadonlySet<string>> {
  constructor(clock: Clock, ttlMs = FAVOURITES_CACHE_TTL_MS) {
    super(clock, FAVOURITES_CHANGED_CHANNEL, ttlMs);
  }
}
