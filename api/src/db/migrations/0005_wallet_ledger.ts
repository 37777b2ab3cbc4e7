import { sql, type Kysely } from 'kysely';

/**
 * Double-entry wallet ledger. Every movement is one `wallet_transactions` row whose
 * `ledger_entries` sum to zero; `wallet_accounts.balance_minor` is the running balance of
 * each account. Member accounts (MAIN, VENDOR:<code>) never go negative; the per-brand
 * house accounts (HOUSE for real money, HOUSE_TRIAL for trial play money) are the
 * counter-party of opening balances, bets and wins and may go negative.
 * The balances of the old `wallets` table become opening ADJUSTMENTs from the house.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wallet_accounts')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('brand_id', 'bigint', (col) =>
      col.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'bigint', (col) => col.references('accounts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('balance_minor', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('wallet_accounts_member_kind_uq', ['member_id', 'kind'])
    .addCheckConstraint(
      'wallet_accounts_kind_ck',
      sql`(member_id is null and kind in ('HOUSE', 'HOUSE_TRIAL'))
        or (member_id is not null and (kind = 'MAIN' or kind like 'VENDOR:%'))`,
    )
    .addCheckConstraint('wallet_accounts_balance_ck', sql`member_id is null or balance_minor >= 0`)
    .execute();
  await db.schema
    .createIndex('wallet_accounts_house_uq')
    .on('wallet_accounts')
    .columns(['brand_id', 'kind'])
    .unique()
    .where(sql.ref('member_id'), 'is', null)
    .execute();

  await db.schema
    .createTable('wallet_transactions')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('brand_id', 'bigint', (col) =>
      col.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'bigint', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('TRANSFER', 'BET', 'WIN', 'ROLLBACK', 'ADJUSTMENT')`),
    )
    .addColumn('idempotency_key', 'text')
    .addColumn('request_hash', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('COMMITTED'))
    .addColumn('result', 'jsonb')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('wallet_transactions_member_key_uq', ['member_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('wallet_transactions_member_created_idx')
    .on('wallet_transactions')
    .columns(['member_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('transaction_id', 'bigint', (col) =>
      col.notNull().references('wallet_transactions.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'bigint', (col) =>
      col.notNull().references('wallet_accounts.id').onDelete('cascade'),
    )
    .addColumn('amount_minor', 'bigint', (col) => col.notNull().check(sql`amount_minor <> 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('ledger_entries_transaction_idx')
    .on('ledger_entries')
    .column('transaction_id')
    .execute();
  await db.schema
    .createIndex('ledger_entries_account_idx')
    .on('ledger_entries')
    .columns(['account_id', 'created_at'])
    .execute();

  // Seamless-wallet calls from game vendors: each (brand, vendor, transaction id) once.
  await db.schema
    .createTable('seamless_transactions')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('brand_id', 'bigint', (col) =>
      col.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('vendor', 'text', (col) => col.notNull())
    .addColumn('transaction_id', 'text', (col) => col.notNull())
    .addColumn('member_id', 'bigint', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('BET', 'WIN', 'ROLLBACK')`),
    )
    .addColumn('round_id', 'text')
    .addColumn('original_transaction_id', 'text')
    .addColumn('amount_minor', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('APPLIED', 'REFUSED', 'NOOP')`),
    )
    .addColumn('response', 'jsonb', (col) => col.notNull())
    .addColumn('wallet_transaction_id', 'bigint', (col) =>
      col.references('wallet_transactions.id').onDelete('set null'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('seamless_transactions_uq', ['brand_id', 'vendor', 'transaction_id'])
    .execute();
  await db.schema
    .createIndex('seamless_transactions_original_idx')
    .on('seamless_transactions')
    .columns(['brand_id', 'vendor', 'original_transaction_id'])
    .execute();

  // One row per game round: feeds betting records, team reports and salaries.
  await db.schema
    .createTable('bet_records')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('brand_id', 'bigint', (col) =>
      col.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'bigint', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('vendor', 'text', (col) => col.notNull())
    .addColumn('game_code', 'text', (col) => col.notNull())
    .addColumn('round_id', 'text', (col) => col.notNull())
    .addColumn('stake_minor', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('valid_bet_minor', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('win_minor', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('OPEN', 'SETTLED', 'ROLLED_BACK')`),
    )
    .addColumn('is_trial', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('settled_at', 'timestamptz')
    .addUniqueConstraint('bet_records_round_uq', ['brand_id', 'vendor', 'member_id', 'round_id'])
    .execute();
  await db.schema
    .createIndex('bet_records_member_created_idx')
    .on('bet_records')
    .columns(['member_id', 'created_at'])
    .execute();

  // Existing balances → ledger: house accounts per brand, then one MAIN account and one
  // opening ADJUSTMENT (house → member) per wallet with money in it.
  await sql`
    insert into wallet_accounts (brand_id, member_id, kind, balance_minor)
    select b.id, null, k.kind, 0
    from brands b cross join (values ('HOUSE'), ('HOUSE_TRIAL')) as k (kind)
  `.execute(db);
  await sql`
    insert into wallet_accounts (brand_id, member_id, kind, balance_minor)
    select a.brand_id, a.id, 'MAIN', w.balance_minor
    from wallets w join accounts a on a.id = w.account_id
  `.execute(db);
  await sql`
    insert into wallet_transactions (brand_id, member_id, kind, idempotency_key, status)
    select m.brand_id, m.member_id, 'ADJUSTMENT', 'opening-balance', 'COMMITTED'
    from wallet_accounts m
    where m.kind = 'MAIN' and m.balance_minor > 0
  `.execute(db);
  await sql`
    insert into ledger_entries (transaction_id, account_id, amount_minor)
    select t.id, m.id, m.balance_minor
    from wallet_transactions t
    join wallet_accounts m on m.member_id = t.member_id and m.kind = 'MAIN'
    where t.idempotency_key = 'opening-balance'
    union all
    select t.id, h.id, -m.balance_minor
    from wallet_transactions t
    join wallet_accounts m on m.member_id = t.member_id and m.kind = 'MAIN'
    join accounts a on a.id = t.member_id
    join wallet_accounts h on h.brand_id = t.brand_id and h.member_id is null
      and h.kind = case when a.is_agent = 4 then 'HOUSE_TRIAL' else 'HOUSE' end
    where t.idempotency_key = 'opening-balance'
  `.execute(db);
  await sql`
    update wallet_accounts h
    set balance_minor = coalesce(
      (select sum(e.amount_minor) from ledger_entries e where e.account_id = h.id), 0)
    where h.member_id is null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bet_records').execute();
  await db.schema.dropTable('seamless_transactions').execute();
  await db.schema.dropTable('ledger_entries').execute();
  await db.schema.dropTable('wallet_transactions').execute();
  await db.schema.dropTable('wallet_accounts').execute();
}
