import { sql, type Kysely } from 'kysely';

/**
 * Login back-off per (account, client address) pair (services/auth/loginThrottle.ts): one row
 * per pair, updated under a row lock before the password is checked, so parallel attempts of
 * one pair cannot all slip through the same gap.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table login_throttle (
    key text primary key,
    failures integer not null,
    last_attempt_at timestamptz not null,
    next_attempt_at timestamptz not null
  )`.execute(db);
  await sql`create index login_throttle_last_attempt_idx on login_throttle (last_attempt_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists login_throttle`.execute(db);
}
