import { sql, type Kysely } from 'kysely';

/** Wakes every API process's table streams (services/teen-patti/tableHub.ts). */
export const TEEN_PATTI_CHANNEL = 'teen_patti_changed';

/**
 * Teen patti between members (issue 42 item 4; the deck's fairness, item 5).
 * - pvp_tables: a brand's table (2 to 5 seats, a boot, the stake and blind limits, the rake in
 *   basis points, the turn timer), its lease (one process runs its clock at a time), the next
 *   hand's committed seed (its hash is public before the hand is dealt), and `version`, bumped
 *   by every change of the table, its seats or its hand: the push's resume point.
 * - pvp_seats: who sits where; a member sits at one table at a time.
 * - pvp_hands: PLAYING → FINISHED, nothing else (trigger); a finished hand never changes; a
 *   playing hand's `turn_seq` goes up by exactly one per update, so an action applies to the
 *   turn it was taken on. One playing hand per table.
 * - pvp_actions: one row per (hand, turn_seq): two acts on one turn, one of them only; keyed
 *   by (member, action_key) so a replay answers the first act and changes nothing.
 * - The stakes wait in the table's pot account (kind PVP_POT:<table>), a brand account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table wallet_accounts drop constraint wallet_accounts_kind_ck`.execute(db);
  await sql`alter table wallet_accounts add constraint wallet_accounts_kind_ck check (
    (member_id is null and (kind in ('HOUSE', 'HOUSE_TRIAL', 'CASHIER') or kind like 'PVP_POT:%'))
    or (member_id is not null and (kind = 'MAIN' or kind like 'VENDOR:%')))`.execute(db);

  await sql`create table pvp_tables (
    id bigserial primary key,
    brand_id bigint not null references brands (id) on delete cascade,
    name text not null,
    seats integer not null check (seats between 2 and 5),
    boot_minor bigint not null check (boot_minor > 0),
    max_stake_minor bigint not null,
    max_blind_chaals integer not null check (max_blind_chaals >= 0),
    rake_basis_points integer not null check (rake_basis_points between 0 and 2000),
    turn_ms integer not null check (turn_ms >= 1000),
    hands_dealt integer not null default 0 check (hands_dealt >= 0),
    next_server_seed text not null,
    next_server_seed_hash text not null,
    lease_holder text,
    lease_expires_at timestamptz,
    version bigint not null default 0,
    created_at timestamptz not null,
    unique (brand_id, name),
    check (max_stake_minor >= boot_minor)
  )`.execute(db);

  await sql`create table pvp_seats (
    table_id bigint not null references pvp_tables (id) on delete cascade,
    seat integer not null check (seat >= 0),
    member_id bigint not null unique references accounts (id) on delete cascade,
    ready boolean not null default true,
    sat_at timestamptz not null,
    primary key (table_id, seat)
  )`.execute(db);

  await sql`create table pvp_hands (
    id bigserial primary key,
    table_id bigint not null references pvp_tables (id) on delete cascade,
    hand_no integer not null check (hand_no >= 1),
    state text not null check (state in ('PLAYING', 'FINISHED')),
    engine jsonb not null,
    turn_seq integer not null default 0,
    turn_deadline timestamptz,
    server_seed text not null,
    server_seed_hash text not null,
    client_seed text not null,
    pot_minor bigint not null check (pot_minor >= 0),
    rake_minor bigint,
    winner_id bigint references accounts (id),
    started_at timestamptz not null,
    finished_at timestamptz,
    unique (table_id, hand_no),
    check ((state = 'FINISHED') = (finished_at is not null)),
    check ((state = 'FINISHED') = (winner_id is not null and rake_minor is not null)),
    check ((state = 'PLAYING') = (turn_deadline is not null))
  )`.execute(db);
  await sql`create unique index pvp_hands_playing_idx on pvp_hands (table_id) where state = 'PLAYING'`.execute(
    db,
  );

  await sql`create table pvp_hand_players (
    hand_id bigint not null references pvp_hands (id) on delete cascade,
    position integer not null check (position between 0 and 4),
    seat integer not null,
    member_id bigint not null references accounts (id),
    primary key (hand_id, position),
    unique (hand_id, member_id)
  )`.execute(db);

  await sql`create table pvp_actions (
    hand_id bigint not null references pvp_hands (id) on delete cascade,
    turn_seq integer not null,
    member_id bigint not null references accounts (id),
    action_key text,
    kind text not null check (kind in ('SEE', 'CHAAL', 'RAISE', 'PACK', 'SHOW', 'SIDE_SHOW',
      'SIDE_SHOW_ACCEPT', 'SIDE_SHOW_REFUSE', 'TIMEOUT')),
    paid_minor bigint not null check (paid_minor >= 0),
    created_at timestamptz not null,
    primary key (hand_id, turn_seq),
    unique (member_id, action_key),
    check ((kind = 'TIMEOUT') = (action_key is null))
  )`.execute(db);

  await sql`create function pvp_hands_transition() returns trigger language plpgsql as $$
    begin
      if old.state = 'FINISHED' then
        raise exception 'teen patti hand %: a finished hand never changes', old.id;
      end if;
      if new.table_id <> old.table_id or new.hand_no <> old.hand_no
          or new.server_seed <> old.server_seed or new.client_seed <> old.client_seed then
        raise exception 'teen patti hand %: its table, number and seeds never change', old.id;
      end if;
      if new.turn_seq <> old.turn_seq + 1 then
        raise exception 'teen patti hand %: turn % may only become %', old.id, old.turn_seq,
          old.turn_seq + 1;
      end if;
      if new.pot_minor < old.pot_minor then
        raise exception 'teen patti hand %: the pot never shrinks while played', old.id;
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger pvp_hands_transition before update on pvp_hands
    for each row execute function pvp_hands_transition()`.execute(db);

  // Every change of a table's seats or hand bumps the table's version and wakes the streams.
  await sql`create function pvp_table_changed() returns trigger language plpgsql as $$
    begin
      update pvp_tables set version = version + 1
        where id = coalesce(new.table_id, old.table_id);
      return null;
    end $$`.execute(db);
  for (const table of ['pvp_seats', 'pvp_hands'])
    await sql`create trigger ${sql.raw(`${table}_changed`)} after insert or update or delete
      on ${sql.table(table)} for each row execute function pvp_table_changed()`.execute(db);
  await sql`create function pvp_table_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(TEEN_PATTI_CHANNEL)}, new.id::text);
      return null;
    end $$`.execute(db);
  await sql`create trigger pvp_tables_notify after update of version on pvp_tables
    for each row execute function pvp_table_notify()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['pvp_actions', 'pvp_hand_players', 'pvp_hands', 'pvp_seats', 'pvp_tables'])
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  for (const name of ['pvp_hands_transition', 'pvp_table_changed', 'pvp_table_notify'])
    await sql`drop function if exists ${sql.raw(name)}()`.execute(db);
  // Refused while a table's pot account exists: its ledger history is never erased.
  await sql`alter table wallet_accounts drop constraint wallet_accounts_kind_ck`.execute(db);
  await sql`alter table wallet_accounts add constraint wallet_accounts_kind_ck check (
    (member_id is null and kind in ('HOUSE', 'HOUSE_TRIAL', 'CASHIER'))
    or (member_id is not null and (kind = 'MAIN' or kind like 'VENDOR:%')))`.execute(db);
}
