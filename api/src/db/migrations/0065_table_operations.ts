import { sql, type Kysely } from 'kysely';

/**
 * The operators' commands on the house tables (console page "Tables").
 *
 * - `paused`: a paused live table finishes its round now and opens no next one; a paused teen
 *   patti table finishes its hand and deals no next one. Resuming clears it.
 * - `next_limits`, `next_boot_minor`, `next_rake_basis_points`: a change that waits for the
 *   next round or hand (the clock's opening or deal applies it and clears it), so the round or
 *   hand in play keeps the terms it was opened with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table live_tables
    add column paused boolean not null default false,
    add column next_limits jsonb`.execute(db);
  await sql`alter table pvp_tables
    add column paused boolean not null default false,
    add column next_boot_minor bigint check (next_boot_minor > 0),
    add column next_rake_basis_points integer
      check (next_rake_basis_points between 0 and 2000),
    add constraint pvp_tables_next_boot_ck check (next_boot_minor <= max_stake_minor)`.execute(db);
  await sql`create index live_placements_brand_day_idx on live_placements (brand_id, created_at)`.execute(
    db,
  );
  await sql`create index pvp_hands_finished_idx on pvp_hands (table_id, finished_at)
    where state = 'FINISHED'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists pvp_hands_finished_idx`.execute(db);
  await sql`drop index if exists live_placements_brand_day_idx`.execute(db);
  await sql`alter table pvp_tables
    drop constraint pvp_tables_next_boot_ck,
    drop column next_rake_basis_points,
    drop column next_boot_minor,
    drop column paused`.execute(db);
  await sql`alter table live_tables drop column next_limits, drop column paused`.execute(db);
}
