import { sql, type Kysely } from 'kysely';
import { MESSAGE_TYPES } from './0018_message_types.js';
import { POINTS_MESSAGE_TYPES } from './0024_points_mall.js';
import { REWARD_MESSAGE_TYPES } from './0029_member_rewards.js';

/**
 * Promotion applications reviewed by operators, and raffles with their draws (issue 13).
 *
 * activity_applications (0007) now moves only as spec §4 says, enforced by a trigger:
 *
 *   applying -> process | rejected,   process -> issued | rejected
 *
 * (claimed: a claimable promotion's record, written once and never moved). An issued
 * application names the reward it offered; a rejected one carries its reason. What the member
 * sent (member, promotion, comment, time) never changes.
 *
 * raffle_tickets: a member's tickets for one period of a raffle promotion, numbered 1..n, unique
 * per (promotion, period, member, number); each carries the period's draw time, so a later change
 * of the brand's raffle settings never moves a period already sold.
 * raffle_draws: one row per (promotion, period), inserted first by the draw, under its primary
 * key, so two concurrent draws (or a rerun after a crash) draw once.
 * raffle_winners: the winning tickets, written in the draw's transaction before any reward is
 * offered; never changed or deleted.
 */
export const APPLICATION_MESSAGE_TYPES = [
  'application_process',
  'application_issued',
  'application_rejected',
  'raffle_won',
] as const;

const list = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table activity_applications
    add column reason text check (reason is null or char_length(reason) between 1 and 500),
    add column reward_id bigint references member_rewards(id),
    add constraint activity_applications_issued_reward
      check ((status = 'issued') = (reward_id is not null)),
    add constraint activity_applications_rejected_reason
      check (status <> 'rejected' or reason is not null)`.execute(db);
  await sql`create index activity_applications_status_idx
    on activity_applications (status, created_at)`.execute(db);

  await sql`create function activity_applications_guard() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        if new.status not in ('applying', 'claimed') then
          raise exception 'an application starts applying (or claimed), not %', new.status
            using errcode = '23514';
        end if;
        return new;
      end if;
      if (new.member_id, new.promotion_id, new.comment, new.created_at)
         is distinct from (old.member_id, old.promotion_id, old.comment, old.created_at) then
        raise exception 'what a member sent cannot change' using errcode = '23514';
      end if;
      if new.status is distinct from old.status
         and not ((old.status = 'applying' and new.status in ('process', 'rejected'))
                  or (old.status = 'process' and new.status in ('issued', 'rejected'))) then
        raise exception 'application % cannot go from % to %', old.id, old.status, new.status
          using errcode = '23514';
      end if;
      if new.status = old.status
         and (new.reason, new.reward_id) is distinct from (old.reason, old.reward_id) then
        raise exception 'a decided application cannot change' using errcode = '23514';
      end if;
      return new;
    end
  $$`.execute(db);
  await sql`create trigger activity_applications_guard
    before insert or update on activity_applications
    for each row execute function activity_applications_guard()`.execute(db);

  await db.schema
    .createTable('raffle_tickets')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('promotion_id', 'bigint', (col) =>
      col.notNull().references('promotions.id').onDelete('cascade'),
    )
    .addColumn('period', 'text', (col) =>
      col.notNull().check(sql`period ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    )
    .addColumn('account_id', 'bigint', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('ticket_no', 'integer', (col) =>
      col.notNull().check(sql`ticket_no between 1 and 100`),
    )
    .addColumn('draw_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('raffle_tickets_uq', ['promotion_id', 'period', 'account_id', 'ticket_no'])
    .execute();
  await sql`create index raffle_tickets_due_idx on raffle_tickets (draw_at)`.execute(db);

  await db.schema
    .createTable('raffle_draws')
    .addColumn('promotion_id', 'bigint', (col) =>
      col.notNull().references('promotions.id').onDelete('cascade'),
    )
    .addColumn('period', 'text', (col) => col.notNull())
    .addColumn('draw_at', 'timestamptz', (col) => col.notNull())
    .addColumn('drawn_at', 'timestamptz', (col) => col.notNull())
    .addColumn('tickets', 'integer', (col) => col.notNull().check(sql`tickets >= 0`))
    .addColumn('prize_minor', 'bigint', (col) => col.notNull().check(sql`prize_minor > 0`))
    .addColumn('payout', 'text', (col) => col.notNull().check(sql`payout in ('CASH', 'BONUS')`))
    .addColumn('early', 'boolean', (col) => col.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('raffle_draws_pk', ['promotion_id', 'period'])
    .execute();

  await db.schema
    .createTable('raffle_winners')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('promotion_id', 'bigint', (col) => col.notNull())
    .addColumn('period', 'text', (col) => col.notNull())
    .addColumn('ticket_id', 'bigint', (col) =>
      col.notNull().unique().references('raffle_tickets.id'),
    )
    .addColumn('account_id', 'bigint', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('rank', 'integer', (col) => col.notNull().check(sql`rank >= 1`))
    .addForeignKeyConstraint(
      'raffle_winners_draw_fk',
      ['promotion_id', 'period'],
      'raffle_draws',
      ['promotion_id', 'period'],
      (fk) => fk.onDelete('cascade'),
    )
    .addUniqueConstraint('raffle_winners_member_uq', ['promotion_id', 'period', 'account_id'])
    .addUniqueConstraint('raffle_winners_rank_uq', ['promotion_id', 'period', 'rank'])
    .execute();

  // A draw and its winners are a record: never rewritten.
  await sql`create function raffle_record_frozen() returns trigger language plpgsql as $$
    begin
      raise exception '% rows cannot be changed', tg_table_name using errcode = '23514';
    end
  $$`.execute(db);
  await sql`create trigger raffle_draws_frozen before update on raffle_draws
    for each row execute function raffle_record_frozen()`.execute(db);
  await sql`create trigger raffle_winners_frozen before update on raffle_winners
    for each row execute function raffle_record_frozen()`.execute(db);
  await sql`create trigger raffle_tickets_frozen before update on raffle_tickets
    for each row execute function raffle_record_frozen()`.execute(db);

  await sql`alter table member_messages drop constraint if exists member_messages_type_check`.execute(
    db,
  );
  await sql`alter table member_messages add constraint member_messages_type_check
    check (type in (${list([
      ...MESSAGE_TYPES,
      ...POINTS_MESSAGE_TYPES,
      ...REWARD_MESSAGE_TYPES,
      ...APPLICATION_MESSAGE_TYPES,
    ])}))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table member_messages drop constraint if exists member_messages_type_check`.execute(
    db,
  );
  await sql`alter table member_messages add constraint member_messages_type_check
    check (type in (${list([...MESSAGE_TYPES, ...POINTS_MESSAGE_TYPES, ...REWARD_MESSAGE_TYPES])}))`.execute(
    db,
  );
  await db.schema.dropTable('raffle_winners').execute();
  await db.schema.dropTable('raffle_draws').execute();
  await db.schema.dropTable('raffle_tickets').execute();
  await sql`drop function if exists raffle_record_frozen()`.execute(db);
  await sql`drop trigger if exists activity_applications_guard on activity_applications`.execute(
    db,
  );
  await sql`drop function if exists activity_applications_guard()`.execute(db);
  await sql`alter table activity_applications drop column reward_id, drop column reason`.execute(
    db,
  );
}
