import { sql, type Kysely } from 'kysely';

/**
 * The security centre (spec §3, §4): confirmed phone and e-mail bindings that the database
 * refuses to change, the addresses each member logged in from, the user agent of each session,
 * one-time codes sent to a member (bindings and login verification), the authenticator (TOTP)
 * secret, and the short-lived challenge a login from a new address must answer.
 */
export const MEMBER_CODE_PURPOSES = [
  'bind_mobile',
  'bind_email',
  'login_sms',
  'login_email',
] as const;
export const LOGIN_VERIFY_METHODS = ['sms', 'email', 'bankName', 'totp'] as const;
export const MAX_CODE_ATTEMPTS = 5;
export const MAX_CHALLENGE_ATTEMPTS = 5;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('mobile_verified_at', 'timestamptz')
    .addColumn('email_verified_at', 'timestamptz')
    .execute();
  await sql`alter table accounts add constraint accounts_mobile_verified_ck
    check (mobile_verified_at is null or mobile_num is not null)`.execute(db);
  await sql`alter table accounts add constraint accounts_email_verified_ck
    check (email_verified_at is null or email is not null)`.execute(db);
  // spec §4: a confirmed binding cannot be changed, whoever writes the row.
  await sql`create function accounts_bindings_locked() returns trigger language plpgsql as $$
    begin
      if old.mobile_verified_at is not null and (new.mobile_num is distinct from old.mobile_num
          or new.mobile_verified_at is distinct from old.mobile_verified_at) then
        raise exception 'a confirmed mobile binding cannot be changed' using errcode = 'P0001';
      end if;
      if old.email_verified_at is not null and (new.email is distinct from old.email
          or new.email_verified_at is distinct from old.email_verified_at) then
        raise exception 'a confirmed e-mail binding cannot be changed' using errcode = 'P0001';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger accounts_bindings_locked before update of mobile_num, email,
    mobile_verified_at, email_verified_at on accounts
    for each row execute function accounts_bindings_locked()`.execute(db);

  await db.schema
    .alterTable('sessions')
    .addColumn('user_agent', 'text', (col) => col.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('account_login_ips')
    .addColumn('account_id', 'bigint', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('first_seen_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('account_login_ips_pk', ['account_id', 'ip'])
    .execute();

  const purposes = sql.join(MEMBER_CODE_PURPOSES.map((purpose) => sql.lit(purpose)));
  await db.schema
    .createTable('member_codes')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('account_id', 'bigint', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in (${purposes})`))
    // Where the code went (the number or address being bound, or the bound one at login).
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('salt', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`attempts between 0 and ${sql.lit(MAX_CODE_ATTEMPTS)}`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('member_codes_lookup_idx')
    .on('member_codes')
    .columns(['account_id', 'purpose', 'created_at'])
    .execute();

  await db.schema
    .createTable('member_totp')
    .addColumn('account_id', 'bigint', (col) =>
      col.primaryKey().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('secret', 'text', (col) => col.notNull())
    // null while enrolling: a secret counts only once a code from it was confirmed.
    .addColumn('confirmed_at', 'timestamptz')
    // The last time step accepted: a code is good once (replays refused).
    .addColumn('last_step', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();

  const methods = sql.join(LOGIN_VERIFY_METHODS.map((method) => sql.lit(method)));
  await db.schema
    .createTable('login_challenges')
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'bigint', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('brand_id', 'bigint', (col) =>
      col.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('login_type', 'text', (col) => col.notNull())
    .addColumn('methods', sql`text[]`, (col) =>
      col.notNull().check(sql`cardinality(methods) > 0 and methods <@ array[${methods}]::text[]`),
    )
    // The login's answer once verified (firstTimeLogin, passwordExpired, mustChangePassword).
    .addColumn('outcome', 'jsonb', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`attempts between 0 and ${sql.lit(MAX_CHALLENGE_ATTEMPTS)}`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('login_challenges_expires_idx')
    .on('login_challenges')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_challenges').execute();
  await db.schema.dropTable('member_totp').execute();
  await db.schema.dropTable('member_codes').execute();
  await db.schema.dropTable('account_login_ips').execute();
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
  await sql`drop trigger accounts_bindings_locked on accounts`.execute(db);
  await sql`drop function accounts_bindings_locked()`.execute(db);
  await db.schema.alterTable('accounts').dropConstraint('accounts_mobile_verified_ck').execute();
  await db.schema.alterTable('accounts').dropConstraint('accounts_email_verified_ck').execute();
  await db.schema
    .alterTable('accounts')
    .dropColumn('mobile_verified_at')
    .dropColumn('email_verified_at')
    .execute();
}
