import { sql, type Kysely } from 'kysely';

/** Account security: login protection, captcha, SMS codes, password resets, outbox, messages. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('must_change_password', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('mobile_num', 'text')
    .addColumn('country_dialing_code', 'text')
    .addColumn('email', 'text')
    .addColumn('affiliate_code', 'text')
    .addColumn('referral_code', 'text')
    .addColumn('profile', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await sql`create unique index accounts_brand_mobile_uq on accounts (brand_id, mobile_num) where mobile_num is not null`.execute(
    db,
  );
  await sql`create unique index accounts_brand_affiliate_uq on accounts (brand_id, upper(affiliate_code)) where affiliate_code is not null`.execute(
    db,
  );

  await db.schema
    .alterTable('sessions')
    .addColumn('login_type', 'text', (col) => col.notNull().defaultTo('password'))
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('window_start', 'timestamptz', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rate_limits_pk', ['scope', 'key', 'window_start'])
    .execute();
  await db.schema
    .createIndex('rate_limits_window_idx')
    .on('rate_limits')
    .column('window_start')
    .execute();

  await db.schema
    .createTable('captchas')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('answer_hash', 'text', (col) => col.notNull())
    .addColumn('client_ip', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('captchas_expires_idx').on('captchas').column('expires_at').execute();

  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('brand_id', 'bigint', (col) =>
      col.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('purpose', 'text', (col) =>
      col.notNull().check(sql`purpose in ('noLogin', 'register')`),
    )
    .addColumn('mobile_num', 'text', (col) => col.notNull())
    .addColumn('salt', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('verification_codes_lookup_idx')
    .on('verification_codes')
    .columns(['brand_id', 'mobile_num', 'purpose', 'created_at'])
    .execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'bigint', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('brand_id', 'bigint', (col) => col.references('brands.id').onDelete('cascade'))
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('sms', 'email')`))
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('outbox_messages_recipient_idx')
    .on('outbox_messages')
    .columns(['recipient', 'created_at'])
    .execute();

  await db.schema
    .createTable('member_messages')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('account_id', 'bigint', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('message', 'promo', 'mission', 'reward')`),
    )
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('member_messages_account_idx')
    .on('member_messages')
    .columns(['account_id', 'read_at'])
    .execute();

  // Brands created before this migration keep accepting plain (unencrypted) payloads.
  await sql`update brands set config = config || '{"security":{"allowPlainPayloads":true}}'::jsonb where not (config ? 'security')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_messages').execute();
  await db.schema.dropTable('outbox_messages').execute();
  await db.schema.dropTable('password_reset_tokens').execute();
  await db.schema.dropTable('verification_codes').execute();
  await db.schema.dropTable('captchas').execute();
  await db.schema.dropTable('rate_limits').execute();
  await db.schema.alterTable('sessions').dropColumn('login_type').execute();
  await sql`drop index if exists accounts_brand_affiliate_uq`.execute(db);
  await sql`drop index if exists accounts_brand_mobile_uq`.execute(db);
  for (const column of [
    'profile',
    'referral_code',
    'affiliate_code',
    'email',
    'country_dialing_code',
    'mobile_num',
    'must_change_password',
    'disabled_at',
  ]) {
    await db.schema.alterTable('accounts').dropColumn(column).execute();
  }
}
