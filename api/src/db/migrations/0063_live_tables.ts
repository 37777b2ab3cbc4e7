import { sql, type Kysely } from 'kysely';

/**
 * Shared-round tables (issue 42): live baccarat, roulette and dragon tiger, and DS88 cockfights.
 * Every member at a table plays the same round on the server's clock.
 *
 * - live_tables: a brand's tables (the seed adds them), with their clock (betting window, dealing
 *   time, pause before the next round) and their limits per bet type.
 * - live_table_leases: which API process runs a table's clock (a lease with an expiry, renewed
 *   by its holder, taken over when it lapses), so several processes never double a round.
 * - live_rounds: BETTING → CLOSED → RESULT → SETTLED (trigger), one round of a table not SETTLED
 *   at a time (partial unique index), numbered 1, 2, 3… per table. Each round has its own server
 *   seed: its SHA-256 is public from the opening, the seed is shown once the round is RESULT; the
 *   outcome is the engine's play of HMAC(seed, "tableCode:roundNo:cursor"). The seed, hash, the
 *   posted odds and the schedule never change; the outcome is written once, at RESULT.
 *   SETTLED is the settlement's key: the one transaction that pays the round's placements moves
 *   the round from RESULT to SETTLED under its row lock, so a round is settled once.
 * - live_placements: a member's chips put down at once, keyed by (member, round, client key) with
 *   the hash of the request; one ledger movement each. PLACED → UNDONE while the round takes bets,
 *   PLACED → SETTLED while its round is RESULT (trigger); a placement is only added to a round
 *   that takes bets.
 * - Every insert or update of a round or a placement NOTIFYs `live_tables_changed` with the
 *   table's id.
 * - live_bets: a placement's stakes per spot; `return_minor` is written at settlement.
 */
/** NOTIFY channel of round changes (payload: the table's id). */
export const LIVE_TABLES_CHANNEL = 'live_tables_changed';
export const LIVE_TABLE_GAMES = `'BACCARAT', 'ROULETTE', 'DRAGON_TIGER', 'COCKFIGHT'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table live_tables (
    id bigserial primary key,
    brand_id bigint not null references brands (id) on delete cascade,
    code text not null check (code ~ '^[A-Z0-9_]{1,40}$'),
    game text not null check (game in (${sql.raw(LIVE_TABLE_GAMES)})),
    category text not null check (category in ('LIVE', 'SPORTS')),
    name jsonb not null,
    betting_ms integer not null check (betting_ms between 5000 and 3600000),
    dealing_ms integer not null check (dealing_ms between 0 and 600000),
    pause_ms integer not null check (pause_ms between 0 and 600000),
    limits jsonb not null,
    sort_order integer not null default 0,
    enabled boolean not null default true,
    unique (brand_id, code)
  )`.execute(db);

  await sql`create table live_table_leases (
    table_id bigint primary key references live_tables (id) on delete cascade,
    holder text not null,
    expires_at timestamptz not null
  )`.execute(db);

  await sql`create table live_rounds (
    id bigserial primary key,
    table_id bigint not null references live_tables (id) on delete cascade,
    round_no integer not null check (round_no >= 1),
    state text not null default 'BETTING'
      check (state in ('BETTING', 'CLOSED', 'RESULT', 'SETTLED')),
    server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
    server_seed_hash text not null check (server_seed_hash ~ '^[0-9a-f]{64}$'),
    posted jsonb,
    outcome jsonb,
    winner text,
    opened_at timestamptz not null,
    closes_at timestamptz not null,
    result_due_at timestamptz not null,
    resulted_at timestamptz,
    settled_at timestamptz,
    unique (table_id, round_no),
    check (closes_at > opened_at and result_due_at >= closes_at),
    check ((state in ('RESULT', 'SETTLED')) = (outcome is not null)),
    check ((outcome is null) = (winner is null)),
    check ((outcome is null) = (resulted_at is null)),
    check ((state = 'SETTLED') = (settled_at is not null))
  )`.execute(db);
  await sql`create unique index live_rounds_one_current on live_rounds (table_id)
    where state <> 'SETTLED'`.execute(db);
  await sql`create index live_rounds_history_idx on live_rounds (table_id, round_no desc)
    where state in ('RESULT', 'SETTLED')`.execute(db);

  await sql`create function live_rounds_state() returns trigger language plpgsql as $$
    begin
      if new.table_id <> old.table_id or new.round_no <> old.round_no
          or new.server_seed <> old.server_seed or new.server_seed_hash <> old.server_seed_hash
          or new.posted is distinct from old.posted or new.opened_at <> old.opened_at
          or new.closes_at <> old.closes_at or new.result_due_at <> old.result_due_at then
        raise exception 'live round %: its seed, odds and schedule are fixed', old.id;
      end if;
      if old.outcome is not null and (new.outcome is distinct from old.outcome
          or new.winner is distinct from old.winner or new.resulted_at <> old.resulted_at) then
        raise exception 'live round %: its result is final', old.id;
      end if;
      if new.state = old.state
          or (old.state, new.state) in (('BETTING', 'CLOSED'), ('CLOSED', 'RESULT'),
            ('RESULT', 'SETTLED')) then
        return new;
      end if;
      raise exception 'live round %: % → % is not allowed', old.id, old.state, new.state;
    end $$`.execute(db);
  await sql`create trigger live_rounds_state before update on live_rounds
    for each row execute function live_rounds_state()`.execute(db);

  // Every process relays a table's round changes to its streams: the payload names the table.
  await sql`create function live_rounds_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(LIVE_TABLES_CHANNEL)}, new.table_id::text);
      return null;
    end $$`.execute(db);
  await sql`create trigger live_rounds_notify after insert or update on live_rounds
    for each row execute function live_rounds_notify()`.execute(db);

  await sql`create table live_placements (
    id bigserial primary key,
    round_id bigint not null references live_rounds (id) on delete cascade,
    table_id bigint not null references live_tables (id) on delete cascade,
    brand_id bigint not null references brands (id) on delete cascade,
    member_id bigint not null references accounts (id) on delete cascade,
    is_trial boolean not null,
    client_key text not null,
    request_hash text not null,
    total_minor bigint not null check (total_minor > 0),
    return_minor bigint not null default 0 check (return_minor >= 0),
    state text not null default 'PLACED' check (state in ('PLACED', 'UNDONE', 'SETTLED')),
    created_at timestamptz not null,
    undone_at timestamptz,
    settled_at timestamptz,
    unique (member_id, round_id, client_key),
    check ((state = 'UNDONE') = (undone_at is not null)),
    check ((state = 'SETTLED') = (settled_at is not null))
  )`.execute(db);
  await sql`create index live_placements_round_idx on live_placements (round_id, state)`.execute(
    db,
  );
  await sql`create index live_placements_member_idx on live_placements (member_id, id)`.execute(db);

  await sql`create table live_bets (
    id bigserial primary key,
    placement_id bigint not null references live_placements (id) on delete cascade,
    round_id bigint not null references live_rounds (id) on delete cascade,
    spot text not null check (spot ~ '^[A-Z0-9_:-]{1,24}$'),
    bet_type text not null,
    amount_minor bigint not null check (amount_minor > 0),
    return_minor bigint check (return_minor >= 0),
    unique (placement_id, spot)
  )`.execute(db);
  await sql`create index live_bets_round_idx on live_bets (round_id, spot)`.execute(db);

  await sql`create function live_placements_state() returns trigger language plpgsql as $$
    declare
      round_state text;
    begin
      select state into round_state from live_rounds where id = new.round_id;
      if tg_op = 'INSERT' then
        if round_state <> 'BETTING' then
          raise exception 'live round %: % takes no bets', new.round_id, round_state;
        end if;
        return new;
      end if;
      if new.round_id <> old.round_id or new.member_id <> old.member_id
          or new.total_minor <> old.total_minor or new.client_key <> old.client_key then
        raise exception 'live placement %: its round, member and stake are fixed', old.id;
      end if;
      if new.state = old.state and new.return_minor = old.return_minor then
        return new;
      end if;
      if old.state = 'PLACED' and new.state = 'UNDONE' and round_state = 'BETTING'
          and new.return_minor = 0 then
        return new;
      end if;
      if old.state = 'PLACED' and new.state = 'SETTLED' and round_state = 'RESULT' then
        return new;
      end if;
      raise exception 'live placement %: % → % is not allowed while its round is %',
        old.id, old.state, new.state, round_state;
    end $$`.execute(db);
  await sql`create trigger live_placements_state before insert or update on live_placements
    for each row execute function live_placements_state()`.execute(db);

  // The table's watchers see the totals per spot move as chips go down or are taken back.
  await sql`create trigger live_placements_notify after insert or update on live_placements
    for each row execute function live_rounds_notify()`.execute(db);

  // The member's live stream tells the pages a placement moved money (as a sportsbook bet does).
  await sql`create trigger live_placements_member_events after insert or update on live_placements
    for each row execute function member_events_bets()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'live_bets',
    'live_placements',
    'live_rounds',
    'live_table_leases',
    'live_tables',
  ])
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  await sql`drop function if exists live_placements_state()`.execute(db);
  await sql`drop function if exists live_rounds_state()`.execute(db);
  await sql`drop function if exists live_rounds_notify()`.execute(db);
}
