import { sql, type Kysely } from 'kysely';

/**
 * Game-name search (issue 5): one lower-cased key of both names, matched with LIKE. Plain
 * ILIKE on the two columns folds case for every row (slow on Bengali text); the key is folded
 * once on write. On PostgreSQL a trigram index serves `LIKE '%term%'` when pg_trgm can be
 * created (a trusted extension since PostgreSQL 13); elsewhere (PGlite) the search scans the
 * category's rows, which is fast enough at this size.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table games add column search_key text generated always as (lower(name_en) || ' ' || lower(name_bn)) stored`.execute(
    db,
  );
  await sql`savepoint game_search_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`create index games_search_trgm_idx on games using gin (search_key public.gin_trgm_ops)`.execute(
      db,
    );
    await sql`release savepoint game_search_trgm`.execute(db);
  } catch {
    await sql`rollback to savepoint game_search_trgm`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists games_search_trgm_idx`.execute(db);
  await sql`alter table games drop column if exists search_key`.execute(db);
}
