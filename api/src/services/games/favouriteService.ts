import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError, errors } from '../../errors.js';
import { announceFavouritesChange } from './favouritesCache.js';

/** A member keeps at most this many favourites (the lobby loads their ids in one call). */
export const MAX_FAVOURITES = 500;

export interface FavouriteKey {
  nodeId: number;
  vendor?: string;
  gameType?: string;
}

/** The game must exist and, when given, match vendor and game type (spec §7 add/remove fields). */
async function checkGame(db: Kysely<Database>, key: FavouriteKey): Promise<void> {
  const game = await db
    .selectFrom('games')
    .select(['vassalage', 'game_type', 'enabled'])
    .where('node_id', '=', String(key.nodeId))
    .executeTakeFirst();
  if (!game || !game.enabled) throw errors.notFound('Game');
  if (key.vendor && key.vendor.toUpperCase() !== game.vassalage)
    throw errors.validation('vendor', 'vendor does not match the game');
  if (key.gameType && key.gameType.toUpperCase() !== game.game_type)
    throw errors.validation('gameType', 'gameType does not match the game');
}

/** Idempotent: adding twice keeps one row (and its first date). */
export async function addFavourite(
  db: Kysely<Database>,
  accountId: string,
  key: FavouriteKey,
  now: Date,
): Promise<void> {
  await checkGame(db, key);
  await db.transaction().execute(async (trx) => {
    const { count } = await trx
      .selectFrom('favourite_games')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_FAVOURITES) {
      const exists = await trx
        .selectFrom('favourite_games')
        .select('node_id')
        .where('account_id', '=', accountId)
        .where('node_id', '=', String(key.nodeId))
        .executeTakeFirst();
      if (!exists)
        throw new ApiError(400, 'FAVOURITES_FULL', `At most ${MAX_FAVOURITES} favourite games`, {
          max: MAX_FAVOURITES,
        });
    }
    announceFavouritesChange(accountId);
    await trx
      .insertInto('favourite_games')
      .values({ account_id: accountId, node_id: String(key.nodeId), created_at: now })
      .onConflict((oc) => oc.columns(['account_id', 'node_id']).doNothing())
      .execute();
  });
}

/** Idempotent: removing a game that is not a favourite changes nothing. */
export async function removeFavourite(
  db: Kysely<Database>,
  accountId: string,
  key: FavouriteKey,
): Promise<void> {
  await checkGame(db, key);
  announceFavouritesChange(accountId);
  await db
    .deleteFrom('favourite_games')
    .where('account_id', '=', accountId)
    .where('node_id', '=', String(key.nodeId))
    .execute();
}

export async function favouriteIds(db: Kysely<Database>, accountId: string) {
  const rows = await db
    .selectFrom('favourite_games as f')
    .innerJoin('games as g', 'g.node_id', 'f.node_id')
    .select(['f.node_id', 'g.vassalage', 'g.game_type'])
    .where('f.account_id', '=', accountId)
    .orderBy('f.created_at', 'desc')
    .orderBy('f.node_id')
    .execute();
  return rows.map((row) => ({
    nodeId: Number(row.node_id),
    vassalage: row.vassalage,
    gameType: row.game_type,
  }));
}

/** Recorded on every successful launch (spec §7 GCS_recentGame). */
export async function recordRecentGame(
  db: Kysely<Database>,
  accountId: string,
  nodeId: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('recent_games')
    .values({ account_id: accountId, node_id: nodeId, launched_at: now })
    .onConflict((oc) =>
      oc.columns(['account_id', 'node_id']).doUpdateSet((eb) => ({
        launched_at: now,
        launches: eb('recent_games.launches', '+', 1),
      })),
    )
    .execute();
}
