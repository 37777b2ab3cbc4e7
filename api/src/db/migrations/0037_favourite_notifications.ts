import { sql, type Kysely } from 'kysely';

/**
 * Every API process keeps members' favourites in memory for a moment
 * (services/games/favouritesCache.ts). This trigger tells all of them, through NOTIFY at commit,
 * whose favourites changed, so that a game page marks the favourites the database holds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function notify_favourites_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify(
        'favourites_changed',
        (case when TG_OP = 'DELETE' then OLD.account_id else NEW.account_id end)::text
      );
      return null;
    end
  $$`.execute(db);
  await sql`create trigger favourite_games_changed
    after insert or update or delete on favourite_games
    for each row execute function notify_favourites_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists favourite_games_changed on favourite_games`.execute(db);
  await sql`drop function if exists notify_favourites_changed()`.execute(db);
}
