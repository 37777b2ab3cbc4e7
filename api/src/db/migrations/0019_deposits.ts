import { sql, type Kysely } from 'kysely';

/**
 * Deposit orders (issue 12). A member's order moves pending -> credited | failed | expired and
 * never again: the trigger below refuses any other change of state, and any change to an order
 * that is no longer pending, even from raw SQL. A credited order names the one ledger
 * transaction (DEPOSIT, CASHIER -> member MAIN, idempotency key `deposit:<id>`) that paid it.
 */
export const DEPOSIT_STATES = ['pending', 'credited', 'failed', 'expired'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const states = sql.join(DEPOSIT_STATES.map((state) => sql.lit(state)));
  await db.schema
    .createTable('deposit_orders')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('brand_id', 'bigint', (col) =>
      col.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'bigint', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('amount_minor', 'bigint', (col) => col.notNull().check(sql`amount_minor > 0`))
    .addColumn('state', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`state in (${states})`),
    )
    // What the member was told to pay to, as it was when the order was made.
    .addColumn('payee', 'jsonb', (col) => col.notNull())
    .addColumn('proof_file_ids', sql`bigint[]`, (col) =>
      col
        .notNull()
        .defaultTo(sql`'{}'::bigint[]`)
        .check(sql`cardinality(proof_file_ids) <= 3`),
    )
    .addColumn('provider_reference', 'text')
    .addColumn('fail_reason', 'text')
    .addColumn('transaction_id', 'bigint', (col) => col.references('wallet_transactions.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('settled_at', 'timestamptz')
    .addUniqueConstraint('deposit_orders_account_key_uq', ['account_id', 'idempotency_key'])
    // Money moved exactly when the order is credited; a settled order says when.
    .addCheckConstraint(
      'deposit_orders_credit_ck',
      sql`(state = 'credited') = (transaction_id is not null)`,
    )
    .addCheckConstraint(
      'deposit_orders_settled_ck',
      sql`(state = 'pending') = (settled_at is null)`,
    )
    .execute();
  await sql`create unique index deposit_orders_transaction_uq on deposit_orders (transaction_id)
    where transaction_id is not null`.execute(db);
  await db.schema
    .createIndex('deposit_orders_account_created_idx')
    .on('deposit_orders')
    .columns(['account_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('deposit_orders_brand_state_idx')
    .on('deposit_orders')
    .columns(['brand_id', 'state', 'created_at'])
    .execute();
  await sql`create index deposit_orders_pending_expiry_idx on deposit_orders (expires_at)
    where state = 'pending'`.execute(db);

  await sql`create function deposit_orders_transition() returns trigger language plpgsql as $$
    begin
      if old.state <> 'pending' then
        raise exception 'deposit order % is % and can no longer change', old.reference, old.state
          using errcode = '23514';
      end if;
      if new.state not in ('pending', 'credited', 'failed', 'expired') then
        raise exception 'deposit order % cannot become %', old.reference, new.state
          using errcode = '23514';
      end if;
      if new.brand_id <> old.brand_id or new.account_id <> old.account_id
        or new.reference <> old.reference or new.idempotency_key <> old.idempotency_key
        or new.amount_minor <> old.amount_minor or new.method <> old.method
        or new.channel <> old.channel or new.provider <> old.provider
        or new.created_at <> old.created_at then
        raise exception 'deposit order % keeps its terms', old.reference using errcode = '23514';
      end if;
      return new;
    end
  $$`.execute(db);
  await sql`create trigger deposit_orders_transition before update on deposit_orders
    for each row execute function deposit_orders_transition()`.execute(db);
}
