import { sql, type Kysely } from 'kysely';

/**
 * House-game tokens belong to the login session that launched the game: logging out (or a
 * password change that ends sessions) deletes them, so an open game stops taking bets.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from game_tokens`.execute(db);
  await sql`alter table game_tokens add column session_hash text not null references sessions (token_hash) on delete cascade`.execute(
    db,
  );
  await sql`create index game_tokens_session_idx on game_tokens (session_hash)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table game_tokens drop column if exists session_hash`.execute(db);
}
