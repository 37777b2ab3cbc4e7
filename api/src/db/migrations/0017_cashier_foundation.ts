import { sql, type Kysely } from 'kysely';

/**
 * What the cashier, the records and the operator side share:
 * - every kind of money movement the ledger will carry (one list, so no later migration has to
 *   rewrite another's constraint). Written out here, not imported from @site/contracts: a
 *   migration is history and must build the same constraint whatever the code says later; the
 *   records test checks the migrated database's constraint against the contracts' list;
 * - the payment password in its own row with its failure count and lock (moved out of the
 *   registration profile, where it had no lock);
 * - member images (deposit and withdrawal proofs) stored in the database, outside the web root;
 * - operator accounts with roles, their sessions, and an append-only audit trail.
 */
const LEDGER_KINDS = [
  'TRANSFER',
  'BET',
  'WIN',
  'ROLLBACK',
  'ADJUSTMENT',
  'DEPOSIT',
  'WITHDRAWAL',
  'WITHDRAWAL_REFUND',
  'UPLINE_TRANSFER',
  'DOWNLINE_TRANSFER',
  'BONUS',
  'REBATE',
  'SALARY',
  'DIVIDEND',
  'COMMISSION',
  'REDEMPTION',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const kinds = sql.join(LEDGER_KINDS.map((kind) => sql.lit(kind)));
  await sql`alter table wallet_transactions drop constraint if exists wallet_transactions_kind_check`.execute(
    db,
  );
  await sql`alter table wallet_transactions add constraint wallet_transactions_kind_check check (kind in (${kinds}))`.execute(
    db,
  );
  // Money the house pays out or takes in from outside the platform (deposits, withdrawals).
  await sql`alter table wallet_accounts drop constraint wallet_accounts_kind_ck`.execute(db);
  await sql`alter table wallet_accounts add constraint wallet_accounts_kind_ck check (
    (member_id is null and kind in ('HOUSE', 'HOUSE_TRIAL', 'CASHIER'))
    or (member_id is not null and (kind = 'MAIN' or kind like 'VENDOR:%')))`.execute(db);

  await db.schema
    .createTable('payment_passwords')
    .addColumn('account_id', 'bigint', (col) =>
      col.primaryKey().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('failed_attempts', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`failed_attempts >= 0`),
    )
    .addColumn('locked_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`insert into payment_passwords (account_id, password_hash)
    select id, profile->>'paymentPasswordHash' from accounts where profile ? 'paymentPasswordHash'`.execute(
    db,
  );
  await sql`update accounts set profile = profile - 'paymentPasswordHash' where profile ? 'paymentPasswordHash'`.execute(
    db,
  );

  await db.schema
    .createTable('member_files')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('brand_id', 'bigint', (col) =>
      col.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'bigint', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('purpose', 'text', (col) =>
      col.notNull().check(sql`purpose in ('deposit_proof', 'withdrawal_proof')`),
    )
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) =>
      col.notNull().check(sql`content_type in ('image/png', 'image/jpeg')`),
    )
    .addColumn('size', 'integer', (col) => col.notNull().check(sql`size > 0 and size <= 5242880`))
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('data', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('member_files_account_idx')
    .on('member_files')
    .columns(['account_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('operators')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('username', 'text', (col) =>
      col
        .notNull()
        .unique()
        .check(sql`username ~ '^[a-z][a-z0-9_.-]{2,31}$'`),
    )
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('roles', sql`text[]`, (col) =>
      col
        .notNull()
        .check(
          sql`cardinality(roles) > 0 and roles <@ array['admin', 'finance', 'support']::text[]`,
        ),
    )
    // null: every brand; otherwise the brands the operator may act on.
    .addColumn('brand_ids', sql`bigint[]`)
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('failed_logins', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('operator_sessions')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('operator_id', 'bigint', (col) =>
      col.notNull().references('operators.id').onDelete('cascade'),
    )
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('operator_audit')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    // null when the deployment's root token (OPS_TOKEN) acted.
    .addColumn('operator_id', 'bigint', (col) => col.references('operators.id'))
    .addColumn('operator_name', 'text', (col) => col.notNull())
    .addColumn('brand_id', 'bigint', (col) => col.references('brands.id').onDelete('cascade'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'text', (col) => col.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('reason', 'text')
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('operator_audit_target_idx')
    .on('operator_audit')
    .columns(['target_type', 'target_id', 'created_at'])
    .execute();
  // The trail is append-only: not even the API's own role may rewrite or erase it.
  await sql`create function operator_audit_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'operator_audit is append-only' using errcode = '42501';
    end
  $$`.execute(db);
  await sql`create trigger operator_audit_no_change before update or delete on operator_audit
    for each row execute function operator_audit_append_only()`.execute(db);
}
