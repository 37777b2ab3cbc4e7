import { sql, type Kysely } from 'kysely';

/**
 * Withdrawals (spec §3, §4): the payout accounts a member adds, and the withdrawal orders with
 * their state machine enforced by the database.
 *
 *   pending      -> approved | rejected
 *   approved     -> disbursed | rejected
 *   disbursed    -> received | partly_received | not_received
 *   not_received -> received | partly_received   (after the operator has looked into it)
 *
 * rejected, received and partly_received are final. A trigger refuses every other change of
 * status, an insert in any state but pending, and any change of what was asked for (member,
 * amount, payout account), even from raw SQL; every change of status is written to
 * withdrawal_order_events, at most once per order and target state.
 */
export const WITHDRAWAL_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'disbursed',
  'received',
  'partly_received',
  'not_received',
] as const;

export const WITHDRAWAL_TRANSITIONS: ReadonlyArray<readonly [string, string]> = [
  ['pending', 'approved'],
  ['pending', 'rejected'],
  ['approved', 'disbursed'],
  ['approved', 'rejected'],
  ['disbursed', 'received'],
  ['disbursed', 'partly_received'],
  ['disbursed', 'not_received'],
  ['not_received', 'received'],
  ['not_received', 'partly_received'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payout_accounts')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('brand_id', 'bigint', (col) =>
      col.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'bigint', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('bank', 'ewallet')`))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('account_number', 'text', (col) => col.notNull())
    .addColumn('holder_name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    // Removed accounts stay, so the orders that paid to them keep their history.
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await sql`create unique index payout_accounts_live_uq
    on payout_accounts (account_id, provider, account_number) where deleted_at is null`.execute(db);

  const statuses = sql.join(WITHDRAWAL_STATUSES.map((status) => sql.lit(status)));
  await db.schema
    .createTable('withdrawal_orders')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('brand_id', 'bigint', (col) =>
      col.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'bigint', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('order_no', 'text', (col) => col.notNull().unique())
    // The member's key for the request: a replayed submit finds its order instead of a second one.
    .addColumn('request_key', 'text', (col) => col.notNull())
    .addColumn('payout_account_id', 'bigint', (col) =>
      col.notNull().references('payout_accounts.id'),
    )
    .addColumn('amount_minor', 'bigint', (col) => col.notNull().check(sql`amount_minor > 0`))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in (${statuses})`))
    .addColumn('received_minor', 'bigint')
    .addColumn('remaining_minor', 'bigint')
    .addColumn('proof_file_ids', sql`bigint[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('reject_reason', 'text')
    .addColumn('reference', 'text')
    .addColumn('confirmed_by', 'text', (col) =>
      col.check(sql`confirmed_by in ('member', 'auto', 'operator')`),
    )
    .addColumn('hold_transaction_id', 'bigint', (col) => col.references('wallet_transactions.id'))
    .addColumn('refund_transaction_id', 'bigint', (col) =>
      col.unique().references('wallet_transactions.id'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('approved_at', 'timestamptz')
    .addColumn('rejected_at', 'timestamptz')
    .addColumn('disbursed_at', 'timestamptz')
    .addColumn('auto_confirm_at', 'timestamptz')
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('withdrawal_orders_request_uq', ['account_id', 'request_key'])
    // Each state carries what it means: a rejection its reason and refund, a disbursement its
    // reference and the time it counts as received, a partial receipt amounts that add up.
    .addCheckConstraint(
      'withdrawal_orders_state_ck',
      sql`(status <> 'rejected' or (reject_reason is not null and refund_transaction_id is not null))
        and (status not in ('disbursed', 'received', 'partly_received', 'not_received')
             or (reference is not null and disbursed_at is not null and auto_confirm_at is not null))
        and (status <> 'partly_received' or (received_minor > 0 and remaining_minor > 0
             and received_minor + remaining_minor = amount_minor))
        and (status <> 'not_received' or cardinality(proof_file_ids) between 1 and 3)
        and (status not in ('received', 'partly_received') or confirmed_by is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('withdrawal_orders_account_idx')
    .on('withdrawal_orders')
    .columns(['account_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('withdrawal_orders_brand_status_idx')
    .on('withdrawal_orders')
    .columns(['brand_id', 'status', 'created_at'])
    .execute();
  await sql`create index withdrawal_orders_auto_confirm_idx on withdrawal_orders (auto_confirm_at)
    where status = 'disbursed'`.execute(db);

  await db.schema
    .createTable('withdrawal_order_events')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('order_id', 'bigint', (col) =>
      col.notNull().references('withdrawal_orders.id').onDelete('cascade'),
    )
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    // An order enters each state at most once: a replayed or concurrent step cannot act twice.
    .addUniqueConstraint('withdrawal_order_events_once_uq', ['order_id', 'to_status'])
    .execute();

  const allowed = sql.join(
    WITHDRAWAL_TRANSITIONS.map(([from, to]) => sql`(${sql.lit(from)}, ${sql.lit(to)})`),
  );
  await sql`create function withdrawal_orders_guard() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        if new.status <> 'pending' then
          raise exception 'a withdrawal order starts pending, not %', new.status
            using errcode = '23514';
        end if;
        insert into withdrawal_order_events (order_id, from_status, to_status, created_at)
          values (new.id, null, new.status, new.created_at);
        return new;
      end if;
      if new.account_id <> old.account_id or new.brand_id <> old.brand_id
         or new.amount_minor <> old.amount_minor or new.order_no <> old.order_no
         or new.payout_account_id <> old.payout_account_id
         or new.request_key <> old.request_key then
        raise exception 'a withdrawal order''s request cannot change' using errcode = '23514';
      end if;
      if new.status is distinct from old.status then
        if (old.status, new.status) not in (${allowed}) then
          raise exception 'withdrawal order % cannot go from % to %', old.id, old.status, new.status
            using errcode = '23514';
        end if;
        insert into withdrawal_order_events (order_id, from_status, to_status, created_at)
          values (new.id, old.status, new.status, new.updated_at);
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger withdrawal_orders_guard_insert after insert on withdrawal_orders
    for each row execute function withdrawal_orders_guard()`.execute(db);
  await sql`create trigger withdrawal_orders_guard_update before update on withdrawal_orders
    for each row execute function withdrawal_orders_guard()`.execute(db);
}
