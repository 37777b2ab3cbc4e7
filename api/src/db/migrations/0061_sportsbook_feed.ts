import { sql, type Kysely } from 'kysely';

/**
 * The sportsbook's feed (issue 43 items 2 and 3): events, their markets and the markets'
 * selections, written by one feed (the house feed, or a real provider) and read by every page.
 *
 * - Prices are integers: decimal odds × 1000 (`odds_milli`), so no float reaches money.
 *   `price_version` counts a selection's price changes (a trigger bumps it), so a bet slip priced
 *   on an older version can be refused.
 * - Lines are stored exactly, in quarters (`line_quarters` = line × 4): −0.25 is −1, 2.75 is 11.
 *   A handicap line is the home side's (the away side takes its negation); a total's line is the
 *   total. Markets without a line have null.
 * - A market's state machine (trigger): OPEN ↔ SUSPENDED → CLOSED → RESULTED; VOID from any state
 *   before RESULTED; VOID is final. A RESULTED market only changes by a correction: its result
 *   changes and `result_version` goes up by one (1 at the first result). `result` (the feed's
 *   fact: final figures and winning selection codes) is set exactly when the market is RESULTED.
 *   `suspended_by` says who suspended it: the feed reopens only its own suspensions.
 * - Events: SCHEDULED → LIVE → ENDED, or VOID before ENDED (trigger). `trader_suspended` holds
 *   an operator's suspension of the whole event (its markets stay suspended until resumed).
 * - Every write of these tables takes one transaction-scoped advisory lock and then a number from
 *   `sports_change_seq` (`change_seq`), so change numbers follow commit order: a page that resumes
 *   after number N asks for rows with a greater one and misses none. Each committing transaction
 *   announces `sports_feed_changed` once (identical NOTIFY payloads fold); every API process
 *   LISTENs and relays the changed rows to its streams.
 * - `sports_feed_lease`: which process writes the house feed (a lease with an expiry, renewed by
 *   its holder), so several API processes never double-tick it.
 */
export const SPORTS_FEED_CHANNEL = 'sports_feed_changed';
/** The advisory lock every writer of the feed's tables takes (see above). */
export const SPORTS_FEED_WRITE_LOCK = 4_300_061;

const SPORTS = `'CRICKET', 'FOOTBALL', 'KABADDI', 'BASKETBALL', 'TENNIS', 'MLBB', 'PUBGM', 'DOTA2', 'CS2', 'VALORANT'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // The white-label switch (spec §2): on for the brands there are; a new brand's seed adds it.
  await sql`insert into brand_modules (brand_id, mod_id, parent_mod_id, name, enabled, sort_order)
    select id, 'SPORTSBOOK', null, 'Sportsbook', true, 8 from brands
    on conflict do nothing`.execute(db);
  await sql`create sequence sports_change_seq`.execute(db);

  await sql`create table sports_events (
    id bigserial primary key,
    provider text not null default 'HOUSE',
    external_id text not null,
    sport text not null check (sport in (${sql.raw(SPORTS)})),
    competition_code text not null,
    competition jsonb not null,
    format text not null,
    home jsonb not null,
    away jsonb not null,
    starts_at timestamptz not null,
    status text not null default 'SCHEDULED'
      check (status in ('SCHEDULED', 'LIVE', 'ENDED', 'VOID')),
    score jsonb not null default '{"home": 0, "away": 0, "period": 0, "minute": null}',
    trader_suspended boolean not null default false,
    trader_result jsonb,
    seed bigint not null,
    ended_at timestamptz,
    change_seq bigint not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (provider, external_id),
    check ((status in ('ENDED', 'VOID')) = (ended_at is not null))
  )`.execute(db);
  await sql`create index sports_events_listing_idx on sports_events (sport, status, starts_at)`.execute(
    db,
  );
  await sql`create index sports_events_change_idx on sports_events (change_seq)`.execute(db);

  await sql`create table sports_markets (
    id bigserial primary key,
    event_id bigint not null references sports_events (id) on delete cascade,
    kind text not null check (kind in ('MATCH_WINNER', 'ASIAN_HANDICAP', 'TOTAL', 'INNINGS_RUNS',
      'SESSION_RUNS', 'TOP_BATSMAN', 'MAP_WINNER', 'MAP_HANDICAP', 'TOTAL_KILLS')),
    scope text not null default 'MATCH' check (scope ~ '^[A-Z0-9_]{1,32}$'),
    line_quarters integer,
    state text not null default 'OPEN'
      check (state in ('OPEN', 'SUSPENDED', 'CLOSED', 'RESULTED', 'VOID')),
    suspended_by text check (suspended_by in ('FEED', 'TRADER')),
    result jsonb,
    result_version integer not null default 0 check (result_version >= 0),
    resulted_at timestamptz,
    void_reason text,
    sort_order integer not null default 0,
    change_seq bigint not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check ((state = 'SUSPENDED') = (suspended_by is not null)),
    check ((state = 'RESULTED') = (result is not null)),
    check ((result is null) = (result_version = 0)),
    check ((result is null) = (resulted_at is null)),
    check ((state = 'VOID') = (void_reason is not null))
  )`.execute(db);
  await sql`create unique index sports_markets_one_per_line
    on sports_markets (event_id, kind, scope, coalesce(line_quarters, -2147483648))`.execute(db);
  await sql`create index sports_markets_change_idx on sports_markets (change_seq)`.execute(db);

  await sql`create table sports_selections (
    id bigserial primary key,
    market_id bigint not null references sports_markets (id) on delete cascade,
    code text not null check (code ~ '^[A-Z0-9_]{1,32}$'),
    name jsonb not null,
    odds_milli integer not null check (odds_milli between 1001 and 1000000),
    price_version integer not null default 1 check (price_version >= 1),
    trader_odds_milli integer check (trader_odds_milli between 1001 and 1000000),
    sort_order integer not null default 0,
    change_seq bigint not null,
    updated_at timestamptz not null default now(),
    unique (market_id, code)
  )`.execute(db);
  await sql`create index sports_selections_change_idx on sports_selections (change_seq)`.execute(
    db,
  );

  await sql`create table sports_feed_lease (
    name text primary key,
    holder text not null,
    expires_at timestamptz not null
  )`.execute(db);

  // Numbers every change in commit order and announces it (see the file's comment).
  await sql`create function sports_feed_change() returns trigger language plpgsql as $$
    begin
      perform pg_advisory_xact_lock(${sql.lit(SPORTS_FEED_WRITE_LOCK)});
      new.change_seq := nextval('sports_change_seq');
      new.updated_at := now();
      perform pg_notify(${sql.lit(SPORTS_FEED_CHANNEL)}, '');
      return new;
    end
  $$`.execute(db);
  for (const table of ['sports_events', 'sports_markets', 'sports_selections'])
    await sql`create trigger ${sql.raw(`${table}_change`)} before insert or update on ${sql.table(table)}
      for each row execute function sports_feed_change()`.execute(db);

  await sql`create function sports_events_state() returns trigger language plpgsql as $$
    begin
      if new.status = old.status then
        return new;
      end if;
      if (old.status, new.status) in (('SCHEDULED', 'LIVE'), ('LIVE', 'ENDED'), ('SCHEDULED', 'ENDED'),
          ('SCHEDULED', 'VOID'), ('LIVE', 'VOID')) then
        return new;
      end if;
      raise exception 'sports event %: % → % is not allowed', old.id, old.status, new.status;
    end
  $$`.execute(db);
  await sql`create trigger sports_events_state before update on sports_events
    for each row execute function sports_events_state()`.execute(db);

  await sql`create function sports_markets_state() returns trigger language plpgsql as $$
    begin
      if new.event_id <> old.event_id or new.kind <> old.kind or new.scope <> old.scope
          or new.line_quarters is distinct from old.line_quarters then
        raise exception 'sports market %: its event, kind, scope and line are fixed', old.id;
      end if;
      if old.state = 'VOID' then
        if new.state <> 'VOID' or new.result_version <> old.result_version then
          raise exception 'sports market %: a void market is final', old.id;
        end if;
        return new;
      end if;
      if old.state = 'RESULTED' then
        if new.state = 'RESULTED' and new.result is not distinct from old.result
            and new.result_version = old.result_version then
          return new;
        end if;
        if new.state = 'RESULTED' and new.result is distinct from old.result
            and new.result_version = old.result_version + 1 then
          return new;
        end if;
        raise exception 'sports market %: a result changes only by a correction (result_version + 1)',
          old.id;
      end if;
      if new.state = 'RESULTED' then
        if old.state <> 'CLOSED' then
          raise exception 'sports market %: % → RESULTED is not allowed (close it first)', old.id, old.state;
        end if;
        if new.result_version <> old.result_version + 1 then
          raise exception 'sports market %: the first result is result_version %', old.id, old.result_version + 1;
        end if;
        return new;
      end if;
      if new.state = old.state or new.state = 'VOID'
          or (old.state, new.state) in (('OPEN', 'SUSPENDED'), ('SUSPENDED', 'OPEN'),
            ('OPEN', 'CLOSED'), ('SUSPENDED', 'CLOSED')) then
        return new;
      end if;
      raise exception 'sports market %: % → % is not allowed', old.id, old.state, new.state;
    end
  $$`.execute(db);
  await sql`create trigger sports_markets_state before update on sports_markets
    for each row execute function sports_markets_state()`.execute(db);

  // A price moves only while its market trades, and every move is counted.
  await sql`create function sports_selections_price() returns trigger language plpgsql as $$
    declare
      market_state text;
    begin
      if new.market_id <> old.market_id or new.code <> old.code then
        raise exception 'sports selection %: its market and code are fixed', old.id;
      end if;
      if new.odds_milli <> old.odds_milli then
        select state into market_state from sports_markets where id = new.market_id;
        if market_state not in ('OPEN', 'SUSPENDED') then
          raise exception 'sports selection %: a % market''s prices are final', old.id, market_state;
        end if;
        new.price_version := old.price_version + 1;
      elsif new.price_version <> old.price_version then
        raise exception 'sports selection %: price_version counts price changes only', old.id;
      end if;
      return new;
    end
  $$`.execute(db);
  await sql`create trigger sports_selections_price before update on sports_selections
    for each row execute function sports_selections_price()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists sports_feed_lease`.execute(db);
  await sql`drop table if exists sports_selections`.execute(db);
  await sql`drop table if exists sports_markets`.execute(db);
  await sql`drop table if exists sports_events`.execute(db);
  await sql`drop function if exists sports_selections_price()`.execute(db);
  await sql`drop function if exists sports_markets_state()`.execute(db);
  await sql`drop function if exists sports_events_state()`.execute(db);
  await sql`drop function if exists sports_feed_change()`.execute(db);
  await sql`drop sequence if exists sports_change_seq`.execute(db);
  await sql`delete from brand_modules where mod_id = 'SPORTSBOOK'`.execute(db);
}
