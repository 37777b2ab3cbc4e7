import { sql, type Kysely } from 'kysely';

/**
 * The sportsbook's bets (issue 43 items 4 and 5), on the feed's tables of 0061.
 * - A slip is keyed by (member, slip key) with the hash of its request, like a lottery bet: the
 *   same key again answers the stored slip, another request under it is refused. Its stake leaves
 *   the wallet in one ledger movement keyed by the slip.
 * - A bet: PENDING → OPEN | REFUSED (the in-play delay), OPEN → WON | LOST | VOID | CASHED_OUT.
 *   A settled bet (WON, LOST, VOID) changes only by a recorded correction: its
 *   settlement_version goes up by one and a sports_bet_corrections row of that version exists.
 * - A leg: OPEN → a result; a settled leg changes only with a later result_version of its market.
 *   A multiple's legs are of different events (unique (bet, event)).
 * - sports_market_settlements: one row per (market, result_version) (0: the market was voided),
 *   written in the transaction that settles it, so a settlement runs once per result.
 * - sports_event_locks: one row per event, locked by every placement on the event, so the
 *   house's exposure on it is summed with no other placement in between.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table sports_slips (
    id bigserial primary key,
    brand_id bigint not null references brands (id) on delete cascade,
    member_id bigint not null references accounts (id) on delete cascade,
    slip_key text not null,
    request_hash text not null,
    odds_change text not null check (odds_change in ('ANY', 'HIGHER', 'NONE')),
    stake_minor bigint not null check (stake_minor > 0),
    created_at timestamptz not null,
    unique (member_id, slip_key)
  )`.execute(db);

  await sql`create table sports_bets (
    id bigserial primary key,
    slip_id bigint not null references sports_slips (id) on delete cascade,
    position integer not null check (position >= 0),
    brand_id bigint not null references brands (id) on delete cascade,
    member_id bigint not null references accounts (id) on delete cascade,
    is_trial boolean not null,
    kind text not null check (kind in ('SINGLE', 'MULTIPLE')),
    stake_minor bigint not null check (stake_minor > 0),
    odds_milli integer not null check (odds_milli > 1000),
    potential_return_minor bigint not null check (potential_return_minor >= stake_minor),
    paid_return_minor bigint not null default 0 check (paid_return_minor >= 0),
    state text not null check (state in ('PENDING', 'OPEN', 'REFUSED', 'WON', 'LOST', 'VOID',
      'CASHED_OUT')),
    refusal text,
    accept_at timestamptz,
    settlement_version integer not null default 0 check (settlement_version >= 0),
    created_at timestamptz not null,
    settled_at timestamptz,
    unique (slip_id, position),
    check ((state = 'REFUSED') = (refusal is not null)),
    check ((state = 'PENDING') <= (accept_at is not null))
  )`.execute(db);
  await sql`create index sports_bets_member_idx on sports_bets (member_id, id)`.execute(db);
  await sql`create index sports_bets_pending_idx on sports_bets (accept_at) where state = 'PENDING'`.execute(
    db,
  );

  await sql`create table sports_bet_legs (
    id bigserial primary key,
    bet_id bigint not null references sports_bets (id) on delete cascade,
    selection_id bigint not null references sports_selections (id),
    market_id bigint not null references sports_markets (id),
    event_id bigint not null references sports_events (id),
    selection_code text not null,
    -- The line applied to this selection's side (the away side takes the home line's negation).
    line_quarters integer,
    odds_milli integer not null check (odds_milli > 1000),
    price_version integer not null,
    result text not null default 'OPEN' check (result in ('OPEN', 'WIN', 'LOSE', 'VOID', 'PUSH',
      'HALF_WIN', 'HALF_LOSE')),
    dead_heat integer not null default 1 check (dead_heat >= 1),
    result_version integer not null default 0 check (result_version >= 0),
    settled_at timestamptz,
    unique (bet_id, selection_id),
    unique (bet_id, event_id),
    check ((result = 'OPEN') = (settled_at is null))
  )`.execute(db);
  await sql`create index sports_bet_legs_market_idx on sports_bet_legs (market_id, result)`.execute(
    db,
  );
  await sql`create index sports_bet_legs_event_idx on sports_bet_legs (event_id)`.execute(db);

  await sql`create table sports_bet_corrections (
    id bigserial primary key,
    bet_id bigint not null references sports_bets (id) on delete cascade,
    settlement_version integer not null check (settlement_version >= 1),
    market_id bigint references sports_markets (id),
    result_version integer,
    operator_id bigint,
    reason text not null,
    previous_state text not null,
    previous_return_minor bigint not null,
    new_state text not null,
    new_return_minor bigint not null,
    -- What a lower return could not take back from a wallet already spent (never below zero).
    unrecovered_minor bigint not null default 0 check (unrecovered_minor >= 0),
    created_at timestamptz not null,
    unique (bet_id, settlement_version)
  )`.execute(db);

  await sql`create table sports_market_settlements (
    market_id bigint not null references sports_markets (id),
    result_version integer not null check (result_version >= 0),
    operator_id bigint,
    legs_settled integer not null,
    bets_settled integer not null,
    settled_at timestamptz not null,
    primary key (market_id, result_version)
  )`.execute(db);

  await sql`create table sports_event_locks (
    event_id bigint primary key references sports_events (id) on delete cascade
  )`.execute(db);

  await sql`create function sports_bets_transition() returns trigger language plpgsql as $$
    begin
      if new.stake_minor <> old.stake_minor or new.odds_milli <> old.odds_milli
          or new.member_id <> old.member_id or new.slip_id <> old.slip_id then
        raise exception 'sports bet %: its stake, price and member never change', old.id;
      end if;
      if new.state = old.state and new.paid_return_minor = old.paid_return_minor
          and new.settlement_version = old.settlement_version then
        return new;
      end if;
      if (old.state, new.state) in (('PENDING', 'OPEN'), ('PENDING', 'REFUSED'),
          ('OPEN', 'WON'), ('OPEN', 'LOST'), ('OPEN', 'VOID'), ('OPEN', 'CASHED_OUT'))
          and new.settlement_version = old.settlement_version then
        return new;
      end if;
      if old.state in ('WON', 'LOST', 'VOID') and new.state in ('WON', 'LOST', 'VOID')
          and new.settlement_version = old.settlement_version + 1
          and exists (select 1 from sports_bet_corrections c
            where c.bet_id = old.id and c.settlement_version = new.settlement_version) then
        return new;
      end if;
      raise exception 'sports bet %: % → % is not allowed without a recorded correction',
        old.id, old.state, new.state;
    end $$`.execute(db);
  await sql`create trigger sports_bets_transition before update on sports_bets
    for each row execute function sports_bets_transition()`.execute(db);

  await sql`create function sports_bet_legs_transition() returns trigger language plpgsql as $$
    begin
      if new.selection_id <> old.selection_id or new.odds_milli <> old.odds_milli
          or new.bet_id <> old.bet_id then
        raise exception 'sports bet leg %: its selection and price never change', old.id;
      end if;
      if new.result is distinct from old.result or new.dead_heat <> old.dead_heat then
        if old.result <> 'OPEN' and new.result_version <= old.result_version then
          raise exception 'sports bet leg %: a settled leg changes only with a later result',
            old.id;
        end if;
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger sports_bet_legs_transition before update on sports_bet_legs
    for each row execute function sports_bet_legs_transition()`.execute(db);

  // The member's live stream (liveHub.ts) tells the pages when a bet's state moves, on the
  // `orders` topic that the cashier's orders use: a bet moves money as they do, and every page
  // showing the member's money movements (the bets, the account record) asks again.
  await sql`create function member_events_bets() returns trigger language plpgsql as $$
    begin
      insert into member_events (account_id, kind) values (new.member_id, 'orders');
      return null;
    end $$`.execute(db);
  await sql`create trigger sports_bets_member_events after insert or update on sports_bets
    for each row execute function member_events_bets()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'sports_event_locks',
    'sports_market_settlements',
    'sports_bet_corrections',
    'sports_bet_legs',
    'sports_bets',
    'sports_slips',
  ])
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  await sql`drop function if exists sports_bet_legs_transition()`.execute(db);
  await sql`drop function if exists sports_bets_transition()`.execute(db);
  await sql`drop function if exists member_events_bets()`.execute(db);
}
