import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('brand_id', 'bigint', (col) =>
      col.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('username_key', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('nickname', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('is_agent', 'smallint', (col) => col.notNull().defaultTo(0))
    .addColumn('upline_id', 'bigint', (col) => col.references('accounts.id').onDelete('set null'))
    .addColumn('club_label_name', 'text', (col) => col.notNull().defaultTo('Bronze'))
    .addColumn('club_rank_level', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('password_changed_at', 'timestamptz', (col) => col.notNull())
    .addColumn('first_login_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('accounts_brand_username_uq', ['brand_id', 'username_key'])
    .execute();
  await db.schema.createIndex('accounts_upline_idx').on('accounts').column('upline_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'bigint', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('brand_id', 'bigint', (col) =>
      col.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('ip', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_account_idx').on('sessions').column('account_id').execute();
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('wallets')
    .addColumn('account_id', 'bigint', (col) =>
      col.primaryKey().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('balance_minor', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`balance_minor >= 0`),
    )
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('point_accounts')
    .addColumn('account_id', 'bigint', (col) =>
      col.primaryKey().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('balance', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`balance >= 0`),
    )
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('point_accounts').execute();
  await db.schema.dropTable('wallets').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('accounts').execute();
}
