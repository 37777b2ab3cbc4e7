import { sql, type Kysely } from 'kysely';

/**
 * Missions and the leaderboard (issue 13, spec §2 missionLeaderboard, §7). Missions live in the
 * brand's configuration and their progress is counted from the records themselves (settled
 * rounds, credited deposits) of the current period, so nothing here stores a counter. A claimed
 * mission is a MISSION reward (0029) keyed `mission:<id>:<periodKey>`: its unique key pays it
 * once.
 *
 * Indexes: a member's settled rounds and credited deposits by when they settled (progress), and
 * a brand's settled real-money rounds by when they settled with the member and valid bet
 * (the leaderboard reads the index alone).
 *
 * The mission badge (`unread.missions`) counts claimable missions, so a round that settles or a
 * deposit that is credited may change it: both write an `unread` member event the live push
 * sends (0008), as messages and rewards do.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index bet_records_member_settled_idx on bet_records (member_id, settled_at)
    where status = 'SETTLED'`.execute(db);
  await sql`create index bet_records_brand_settled_idx on bet_records (brand_id, settled_at)
    include (member_id, valid_bet_minor) where status = 'SETTLED' and not is_trial`.execute(db);
  await sql`create index deposit_orders_account_settled_idx on deposit_orders
    (account_id, settled_at) where state = 'credited'`.execute(db);

  await sql`create function member_events_mission_progress() returns trigger
    language plpgsql as $$
    begin
      if new.status = 'SETTLED' and not new.is_trial
        and (tg_op = 'INSERT' or old.status is distinct from new.status) then
        insert into member_events (account_id, kind) values (new.member_id, 'unread');
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger bet_records_mission_events after insert or update of status
    on bet_records for each row execute function member_events_mission_progress()`.execute(db);
  await sql`create trigger deposit_orders_mission_events after update of state on deposit_orders
    for each row when (new.state = 'credited' and old.state is distinct from new.state)
    execute function member_events_unread()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists deposit_orders_mission_events on deposit_orders`.execute(db);
  await sql`drop trigger if exists bet_records_mission_events on bet_records`.execute(db);
  await sql`drop function if exists member_events_mission_progress()`.execute(db);
  await sql`drop index if exists deposit_orders_account_settled_idx`.execute(db);
  await sql`drop index if exists bet_records_brand_settled_idx`.execute(db);
  await sql`drop index if exists bet_records_member_settled_idx`.execute(db);
}
