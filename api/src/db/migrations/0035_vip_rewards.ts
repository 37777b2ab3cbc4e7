import { sql, type Kysely } from 'kysely';

/**
 * VIP level-up rewards and running VIP totals (issue 13, spec §9).
 *
 * `vip_totals` keeps each member's credited deposits and settled real valid bets, maintained by
 * triggers on `deposit_orders` and `bet_records` in the same transaction as the change (whatever
 * path credits a deposit or settles a round). Reading a member's totals is one primary-key row
 * instead of two sums over their whole history; settlement checks it for a level-up.
 *
 * A recorded level-up is paid once through the reward centre (source VIP_LEVEL_UP, key
 * `vip:<level>`); `rewarded_at` is set when its reward is offered and is never changed again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vip_totals')
    .addColumn('member_id', 'bigint', (col) =>
      col.primaryKey().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('deposit_minor', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`deposit_minor >= 0`),
    )
    .addColumn('valid_bet_minor', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`valid_bet_minor >= 0`),
    )
    .execute();

  // A round counts while it is SETTLED and of real play; any change to it moves the total by the
  // difference (settled, re-settled with another valid bet, or rolled back after all).
  await sql`create function vip_totals_bet() returns trigger language plpgsql as $$
    declare
      before_minor bigint := 0;
      after_minor bigint := 0;
    begin
      if tg_op = 'UPDATE' and old.status = 'SETTLED' and not old.is_trial then
        before_minor := old.valid_bet_minor;
      end if;
      if new.status = 'SETTLED' and not new.is_trial then
        after_minor := new.valid_bet_minor;
      end if;
      if tg_op = 'UPDATE' and old.member_id <> new.member_id then
        raise exception 'a bet record keeps its member' using errcode = 'P0001';
      end if;
      if after_minor <> before_minor then
        insert into vip_totals (member_id, valid_bet_minor)
          values (new.member_id, after_minor - before_minor)
          on conflict (member_id) do update
          set valid_bet_minor = vip_totals.valid_bet_minor + excluded.valid_bet_minor;
      end if;
      return null;
    end
  $$`.execute(db);
  await sql`create trigger vip_totals_bet after insert or update on bet_records
    for each row execute function vip_totals_bet()`.execute(db);

  // A deposit counts once credited (a credited order never changes again: 0019's trigger).
  await sql`create function vip_totals_deposit() returns trigger language plpgsql as $$
    begin
      if new.state = 'credited' and (tg_op = 'INSERT' or old.state <> 'credited') then
        insert into vip_totals (member_id, deposit_minor)
          values (new.account_id, new.amount_minor)
          on conflict (member_id) do update
          set deposit_minor = vip_totals.deposit_minor + excluded.deposit_minor;
      end if;
      return null;
    end
  $$`.execute(db);
  await sql`create trigger vip_totals_deposit after insert or update on deposit_orders
    for each row execute function vip_totals_deposit()`.execute(db);

  await sql`
    insert into vip_totals (member_id, deposit_minor, valid_bet_minor)
    select a.id,
      coalesce((select sum(d.amount_minor) from deposit_orders d
        where d.account_id = a.id and d.state = 'credited'), 0),
      coalesce((select sum(b.valid_bet_minor) from bet_records b
        where b.member_id = a.id and b.status = 'SETTLED' and not b.is_trial), 0)
    from accounts a
  `.execute(db);

  // Level-ups not yet paid, for the job that offers them.
  await db.schema
    .createIndex('vip_level_ups_unrewarded_idx')
    .on('vip_level_ups')
    .column('reached_at')
    .where(sql.ref('rewarded_at'), 'is', null)
    .execute();
  // A level-up is history: only its rewarded_at is ever set, once.
  await sql`create function vip_level_ups_guard() returns trigger language plpgsql as $$
    begin
      if old.rewarded_at is not null
        or (to_jsonb(new) - 'rewarded_at') <> (to_jsonb(old) - 'rewarded_at') then
        raise exception 'a VIP level-up is only marked rewarded, once' using errcode = 'P0001';
      end if;
      return new;
    end
  $$`.execute(db);
  await sql`create trigger vip_level_ups_guard before update on vip_level_ups
    for each row execute function vip_level_ups_guard()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists vip_level_ups_guard on vip_level_ups`.execute(db);
  await sql`drop function if exists vip_level_ups_guard()`.execute(db);
  await sql`drop index if exists vip_level_ups_unrewarded_idx`.execute(db);
  await sql`drop trigger if exists vip_totals_deposit on deposit_orders`.execute(db);
  await sql`drop function if exists vip_totals_deposit()`.execute(db);
  await sql`drop trigger if exists vip_totals_bet on bet_records`.execute(db);
  await sql`drop function if exists vip_totals_bet()`.execute(db);
  await db.schema.dropTable('vip_totals').execute();
}
