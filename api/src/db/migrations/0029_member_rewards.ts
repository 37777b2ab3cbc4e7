import { sql, type Kysely } from 'kysely';
import { MESSAGE_TYPES } from './0018_message_types.js';
import { POINTS_MESSAGE_TYPES } from './0024_points_mall.js';

/**
 * The reward centre and bonus details (issue 13).
 *
 * member_rewards: every reward offered to a member, one per (member, source key), so one
 * earning (a promotion claim, a mission, a level-up, an operator grant) makes one reward. Its
 * state uses the spec §4 activity names and moves only
 *
 *   claim -> claimed | close        (claimed: paid once; close: expired unclaimed)
 *
 * member_bonuses: a BONUS reward's claim, with its turnover requirement; turnover done is
 * computed from the member's valid bets since the claim, never stored.
 *
 *   ACTIVE -> COMPLETED | EXPIRED | CANCELLED
 *
 * Triggers refuse every other change of state and any change of what was offered, even from
 * raw SQL, and put "unread changed" on the live push when a reward is offered or claimed.
 */
export const REWARD_SOURCES = [
  'PROMOTION',
  'MISSION',
  'VIP_LEVEL_UP',
  'RED_ENVELOPE',
  'WHEEL',
  'RAFFLE',
  'REFERRAL',
  'OPERATOR',
] as const;
export const REWARD_STATES = ['claim', 'claimed', 'close'] as const;
export const REWARD_PAYOUTS = ['CASH', 'BONUS'] as const;
export const BONUS_STATES = ['ACTIVE', 'COMPLETED', 'EXPIRED', 'CANCELLED'] as const;
export const REWARD_MESSAGE_TYPES = ['reward_granted'] as const;

const list = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_rewards')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('brand_id', 'bigint', (col) =>
      col.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'bigint', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('source', 'text', (col) =>
      col.notNull().check(sql`source in (${list(REWARD_SOURCES)})`),
    )
    .addColumn('source_key', 'text', (col) =>
      col.notNull().check(sql`length(source_key) between 1 and 200`),
    )
    .addColumn('title', 'text', (col) => col.notNull().check(sql`length(title) between 1 and 200`))
    .addColumn('amount_minor', 'bigint', (col) => col.notNull().check(sql`amount_minor > 0`))
    .addColumn('payout', 'text', (col) =>
      col.notNull().check(sql`payout in (${list(REWARD_PAYOUTS)})`),
    )
    .addColumn('turnover_multiple', sql`numeric(6,2)`, (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`turnover_multiple >= 0 and turnover_multiple <= 100`),
    )
    .addColumn('state', 'text', (col) =>
      col
        .notNull()
        .defaultTo('claim')
        .check(sql`state in (${list(REWARD_STATES)})`),
    )
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz')
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('transaction_id', 'bigint', (col) => col.references('wallet_transactions.id'))
    .addUniqueConstraint('member_rewards_source_uq', ['account_id', 'source', 'source_key'])
    .addCheckConstraint(
      'member_rewards_bonus_turnover',
      sql`payout = 'BONUS' or turnover_multiple = 0`,
    )
    .addCheckConstraint(
      'member_rewards_claimed_paid',
      sql`(state = 'claimed') = (claimed_at is not null and transaction_id is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('member_rewards_account_idx')
    .on('member_rewards')
    .columns(['account_id', 'state', 'created_at'])
    .execute();

  await db.schema
    .createTable('member_bonuses')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('brand_id', 'bigint', (col) =>
      col.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'bigint', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('reward_id', 'bigint', (col) =>
      col.notNull().unique().references('member_rewards.id').onDelete('cascade'),
    )
    .addColumn('amount_minor', 'bigint', (col) => col.notNull().check(sql`amount_minor > 0`))
    .addColumn('turnover_required_minor', 'bigint', (col) =>
      col.notNull().check(sql`turnover_required_minor >= 0`),
    )
    .addColumn('state', 'text', (col) =>
      col
        .notNull()
        .defaultTo('ACTIVE')
        .check(sql`state in (${list(BONUS_STATES)})`),
    )
    .addColumn('claimed_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('member_bonuses_account_idx')
    .on('member_bonuses')
    .columns(['account_id', 'state'])
    .execute();

  await sql`create function member_rewards_guard() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        if new.state <> 'claim' then
          raise exception 'a reward starts claimable, not %', new.state using errcode = '23514';
        end if;
        return new;
      end if;
      if (new.account_id, new.source, new.source_key, new.amount_minor, new.payout,
          new.turnover_multiple, new.created_at)
         is distinct from
         (old.account_id, old.source, old.source_key, old.amount_minor, old.payout,
          old.turnover_multiple, old.created_at) then
        raise exception 'a reward''s offer cannot change' using errcode = '23514';
      end if;
      if new.state is distinct from old.state
         and not (old.state = 'claim' and new.state in ('claimed', 'close')) then
        raise exception 'reward % cannot go from % to %', old.id, old.state, new.state
          using errcode = '23514';
      end if;
      return new;
    end
  $$`.execute(db);
  await sql`create trigger member_rewards_guard before insert or update on member_rewards
    for each row execute function member_rewards_guard()`.execute(db);

  await sql`create function member_bonuses_guard() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        if new.state <> 'ACTIVE' then
          raise exception 'a bonus starts ACTIVE, not %', new.state using errcode = '23514';
        end if;
        return new;
      end if;
      if (new.account_id, new.reward_id, new.amount_minor, new.turnover_required_minor,
          new.claimed_at)
         is distinct from
         (old.account_id, old.reward_id, old.amount_minor, old.turnover_required_minor,
          old.claimed_at) then
        raise exception 'a bonus''s terms cannot change' using errcode = '23514';
      end if;
      if new.state is distinct from old.state
         and not (old.state = 'ACTIVE' and new.state in ('COMPLETED', 'EXPIRED', 'CANCELLED')) then
        raise exception 'bonus % cannot go from % to %', old.id, old.state, new.state
          using errcode = '23514';
      end if;
      return new;
    end
  $$`.execute(db);
  await sql`create trigger member_bonuses_guard before insert or update on member_bonuses
    for each row execute function member_bonuses_guard()`.execute(db);

  // The reward centre's badge and the header's count: the live push re-reads unread counts.
  await sql`create trigger member_rewards_member_events after insert or update of state
    on member_rewards for each row execute function member_events_unread()`.execute(db);

  await sql`alter table member_messages drop constraint if exists member_messages_type_check`.execute(
    db,
  );
  await sql`alter table member_messages add constraint member_messages_type_check
    check (type in (${list([...MESSAGE_TYPES, ...POINTS_MESSAGE_TYPES, ...REWARD_MESSAGE_TYPES])}))`.execute(
    db,
  );

  // A promotion may pay when claimed (0: it only records the claim, as before).
  await sql`alter table promotions
    add column reward_minor bigint not null default 0 check (reward_minor >= 0),
    add column reward_payout text not null default 'CASH' check (reward_payout in (${list(REWARD_PAYOUTS)})),
    add column reward_turnover_multiple numeric(6,2) not null default 0
      check (reward_turnover_multiple >= 0 and reward_turnover_multiple <= 100)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table promotions drop column reward_minor, drop column reward_payout,
    drop column reward_turnover_multiple`.execute(db);
  await sql`alter table member_messages drop constraint if exists member_messages_type_check`.execute(
    db,
  );
  await sql`alter table member_messages add constraint member_messages_type_check
    check (type in (${list([...MESSAGE_TYPES, ...POINTS_MESSAGE_TYPES])}))`.execute(db);
  await db.schema.dropTable('member_bonuses').execute();
  await db.schema.dropTable('member_rewards').execute();
  await sql`drop function if exists member_bonuses_guard()`.execute(db);
  await sql`drop function if exists member_rewards_guard()`.execute(db);
}
