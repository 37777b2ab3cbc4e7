import { sql, type Kysely } from 'kysely';

/**
 * Every API process keeps recently checked sessions and visitors' game pages in memory for a
 * moment (services/auth/sessionCache.ts, services/games/gamePageCache.ts). These triggers tell
 * all of them, through NOTIFY, the moment a session row is changed or deleted (logout, expiry,
 * password change, disabling, housekeeping, a direct SQL edit), its account row is updated, or
 * the games table changes, so none keeps serving a revoked token or a changed catalogue.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function notify_session_revoked() returns trigger language plpgsql as $$
    begin
      if TG_TABLE_NAME = 'sessions' then
        perform pg_notify('session_revoked', 'token:' || OLD.token_hash);
      else
        perform pg_notify('session_revoked', 'account:' || OLD.id);
      end if;
      return null;
    end
  $$`.execute(db);
  await sql`create trigger sessions_revoked after update or delete on sessions
    for each row execute function notify_session_revoked()`.execute(db);
  await sql`create trigger accounts_changed after update on accounts
    for each row execute function notify_session_revoked()`.execute(db);
  await sql`create function notify_games_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('games_changed', '');
      return null;
    end
  $$`.execute(db);
  await sql`create trigger games_changed after insert or update or delete or truncate on games
    for each statement execute function notify_games_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists games_changed on games`.execute(db);
  await sql`drop function if exists notify_games_changed()`.execute(db);
  await sql`drop trigger if exists accounts_changed on accounts`.execute(db);
  await sql`drop trigger if exists sessions_revoked on sessions`.execute(db);
  await sql`drop function if exists notify_session_revoked()`.execute(db);
}
