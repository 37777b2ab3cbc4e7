import { sql, type Kysely } from 'kysely';
import { MESSAGE_TYPES } from './0018_message_types.js';

/**
 * The points mall (issue 16):
 * - a point ledger with the money ledger's discipline: every movement is one
 *   `point_transactions` row, keyed per member (a bet earns once), whose `point_entries` sum
 *   to zero (a deferred constraint trigger checks it at commit); the member's side of each
 *   entry moves `point_accounts.balance` by trigger, so the balance cannot drift from the
 *   entries, and its CHECK keeps it non-negative. Brand-side pools stand for where points come
 *   from or go to (ISSUED by play, MALL for goods, CONVERTED into money). Points never expire.
 * - goods with a category, details and a per-redemption quantity limit;
 * - redemptions whose state the database guards: in_process, then approved or rejected, once;
 * - conversions of points to wallet money, each keyed by the member's request.
 */
export const POINT_TRANSACTION_KINDS = [
  'OPENING',
  'EARN',
  'REDEEM',
  'REDEEM_REFUND',
  'CONVERT',
] as const;
export const POINT_POOLS = ['MEMBER', 'ISSUED', 'MALL', 'CONVERTED'] as const;
export const REDEMPTION_STATUSES = ['in_process', 'approved', 'rejected'] as const;
export const REWARD_CATEGORIES = ['voucher', 'bonus', 'gadget'] as const;
export const POINTS_MESSAGE_TYPES = [
  'points_redemption_approved',
  'points_redemption_rejected',
] as const;

const list = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table point_rewards
    add column category text not null default 'voucher' check (category in (${list(REWARD_CATEGORIES)})),
    add column details_bn text not null default '',
    add column details_en text not null default '',
    add column max_per_redemption integer not null default 5 check (max_per_redemption between 1 and 99)`.execute(
    db,
  );

  await db.schema
    .createTable('point_transactions')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('brand_id', 'bigint', (col) =>
      col.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'bigint', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in (${list(POINT_TRANSACTION_KINDS)})`),
    )
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    // The member's side of the movement (the entries carry both sides).
    .addColumn('points', 'bigint', (col) => col.notNull().check(sql`points <> 0`))
    .addColumn('bet_record_id', 'bigint', (col) =>
      col.unique().references('bet_records.id').onDelete('set null'),
    )
    .addColumn('detail', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('point_transactions_member_key_uq', ['account_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('point_transactions_account_created_idx')
    .on('point_transactions')
    .columns(['account_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('point_entries')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('transaction_id', 'bigint', (col) =>
      col.notNull().references('point_transactions.id').onDelete('cascade'),
    )
    .addColumn('brand_id', 'bigint', (col) =>
      col.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('pool', 'text', (col) => col.notNull().check(sql`pool in (${list(POINT_POOLS)})`))
    .addColumn('account_id', 'bigint', (col) => col.references('accounts.id').onDelete('cascade'))
    .addColumn('amount', 'bigint', (col) => col.notNull().check(sql`amount <> 0`))
    .addCheckConstraint(
      'point_entries_member_ck',
      sql`(pool = 'MEMBER') = (account_id is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('point_entries_transaction_idx')
    .on('point_entries')
    .column('transaction_id')
    .execute();

  // The member's side moves the balance; the CHECK on point_accounts refuses a negative one.
  await sql`create function point_entries_apply() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        raise exception 'point entries are append-only' using errcode = '42501';
      end if;
      if new.pool = 'MEMBER' then
        update point_accounts set balance = balance + new.amount, updated_at = now()
          where account_id = new.account_id;
        if not found then
          -- A first movement opens the account (a spend would fail the CHECK, as it should).
          insert into point_accounts (account_id, balance, updated_at)
            values (new.account_id, new.amount, now());
        end if;
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger point_entries_apply before insert or update or delete on point_entries
    for each row execute function point_entries_apply()`.execute(db);
  await sql`create function point_entries_balanced() returns trigger language plpgsql as $$
    declare total bigint;
    begin
      select coalesce(sum(amount), 0) into total from point_entries
        where transaction_id = new.transaction_id;
      if total <> 0 then
        raise exception 'point transaction % does not sum to zero (%)', new.transaction_id, total
          using errcode = '23514';
      end if;
      return null;
    end $$`.execute(db);
  await sql`create constraint trigger point_entries_balanced after insert on point_entries
    deferrable initially deferred for each row execute function point_entries_balanced()`.execute(
    db,
  );

  await db.schema
    .createTable('point_redemptions')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('brand_id', 'bigint', (col) =>
      col.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'bigint', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('reward_id', 'bigint', (col) => col.notNull().references('point_rewards.id'))
    .addColumn('request_key', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn('points_each', 'bigint', (col) => col.notNull().check(sql`points_each > 0`))
    .addColumn('points_total', 'bigint', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in (${list(REDEMPTION_STATUSES)})`),
    )
    .addColumn('remark', 'text')
    .addColumn('spend_transaction_id', 'bigint', (col) =>
      col.notNull().unique().references('point_transactions.id'),
    )
    .addColumn('refund_transaction_id', 'bigint', (col) =>
      col.unique().references('point_transactions.id'),
    )
    .addColumn('reviewed_by', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('reviewed_at', 'timestamptz')
    .addUniqueConstraint('point_redemptions_request_uq', ['account_id', 'request_key'])
    .addCheckConstraint(
      'point_redemptions_total_ck',
      sql`points_total = points_each * quantity
        and (status <> 'rejected' or (refund_transaction_id is not null and remark is not null))
        and (status = 'in_process') = (reviewed_at is null)`,
    )
    .execute();
  await db.schema
    .createIndex('point_redemptions_account_idx')
    .on('point_redemptions')
    .columns(['account_id', 'created_at'])
    .execute();
  await sql`create index point_redemptions_open_idx on point_redemptions (brand_id, created_at)
    where status = 'in_process'`.execute(db);
  // A redemption is reviewed once: in_process to approved or rejected, and its request is fixed.
  await sql`create function point_redemptions_guard() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        if new.status <> 'in_process' then
          raise exception 'a redemption starts in process, not %', new.status using errcode = '23514';
        end if;
        return new;
      end if;
      if new.account_id <> old.account_id or new.brand_id <> old.brand_id
         or new.reward_id <> old.reward_id or new.quantity <> old.quantity
         or new.points_total <> old.points_total or new.request_key <> old.request_key
         or new.spend_transaction_id <> old.spend_transaction_id then
        raise exception 'a redemption''s request cannot change' using errcode = '23514';
      end if;
      if new.status is distinct from old.status
         and not (old.status = 'in_process' and new.status in ('approved', 'rejected')) then
        raise exception 'redemption % cannot go from % to %', old.id, old.status, new.status
          using errcode = '23514';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger point_redemptions_guard before insert or update on point_redemptions
    for each row execute function point_redemptions_guard()`.execute(db);

  await db.schema
    .createTable('point_conversions')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('brand_id', 'bigint', (col) =>
      col.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'bigint', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('request_key', 'text', (col) => col.notNull())
    .addColumn('points', 'bigint', (col) => col.notNull().check(sql`points > 0`))
    .addColumn('amount_minor', 'bigint', (col) => col.notNull().check(sql`amount_minor > 0`))
    .addColumn('points_per_unit', 'integer', (col) => col.notNull())
    .addColumn('point_transaction_id', 'bigint', (col) =>
      col.notNull().unique().references('point_transactions.id'),
    )
    .addColumn('wallet_transaction_id', 'bigint', (col) =>
      col.notNull().unique().references('wallet_transactions.id'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('point_conversions_request_uq', ['account_id', 'request_key'])
    .execute();

  // Balances held before the ledger existed open it, issued by the brand.
  const held = await sql<{ account_id: string; brand_id: string; balance: string }>`
    select p.account_id, a.brand_id, p.balance from point_accounts p
      join accounts a on a.id = p.account_id where p.balance > 0`.execute(db);
  for (const row of held.rows) {
    await sql`update point_accounts set balance = 0 where account_id = ${row.account_id}`.execute(
      db,
    );
    const opened = await sql<{ id: string }>`insert into point_transactions
        (brand_id, account_id, kind, idempotency_key, points, created_at)
      values (${row.brand_id}, ${row.account_id}, 'OPENING', 'opening-balance', ${row.balance}, now())
      returning id`.execute(db);
    const id = opened.rows[0]!.id;
    await sql`insert into point_entries (transaction_id, brand_id, pool, account_id, amount) values
      (${id}, ${row.brand_id}, 'MEMBER', ${row.account_id}, ${row.balance}),
      (${id}, ${row.brand_id}, 'ISSUED', null, -${row.balance}::bigint)`.execute(db);
  }

  await sql`alter table member_messages drop constraint if exists member_messages_type_check`.execute(
    db,
  );
  await sql`alter table member_messages add constraint member_messages_type_check
    check (type in (${list([...MESSAGE_TYPES, ...POINTS_MESSAGE_TYPES])}))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table member_messages drop constraint if exists member_messages_type_check`.execute(
    db,
  );
  await sql`alter table member_messages add constraint member_messages_type_check
    check (type in (${list(MESSAGE_TYPES)}))`.execute(db);
  await db.schema.dropTable('point_conversions').execute();
  await db.schema.dropTable('point_redemptions').execute();
  await sql`drop function point_redemptions_guard()`.execute(db);
  await db.schema.dropTable('point_entries').execute();
  await sql`drop function point_entries_apply()`.execute(db);
  await sql`drop function point_entries_balanced()`.execute(db);
  await db.schema.dropTable('point_transactions').execute();
  await sql`alter table point_rewards drop column category, drop column details_bn,
    drop column details_en, drop column max_per_redemption`.execute(db);
}
