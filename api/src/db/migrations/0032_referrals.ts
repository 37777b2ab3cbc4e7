import { sql, type Kysely } from 'kysely';

/**
 * Invite friends (issue 13, spec §1 referral links and affiliate programme, flag REFERRAL_PROMO).
 *
 * member_referral_codes: a member's own invitation code, drawn at random on first use (never
 * the account id), unique per brand, never changed.
 *
 * member_referrals: one row per invitee (a member who registered with another member's code of
 * the same brand). Its state moves only forward:
 *
 *   registered -> deposited -> qualified        (registered -> qualified in one step too)
 *
 * A qualified invitee earns the referrer one REFERRAL reward (source key `referral:<invitee>`),
 * or none when the referrer had reached the brand's monthly cap (`reward_id` stays null and
 * `capped` says why). Who referred whom, and when, never changes; a member never refers itself
 * and never a member of another brand (checks and the trigger refuse it, even from raw SQL).
 *
 * affiliate_signups: a member who registered with an agent's affiliate code (the agent's
 * sign-ups in the agent centre), kept apart from the downlines an agent registers by hand.
 */
export const REFERRAL_STATES = ['registered', 'deposited', 'qualified'] as const;

const list = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_referral_codes')
    .addColumn('account_id', 'bigint', (col) =>
      col.primaryKey().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('brand_id', 'bigint', (col) =>
      col.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (col) => col.notNull().check(sql`code ~ '^[A-Z0-9]{6,16}$'`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('member_referral_codes_brand_code_uq', ['brand_id', 'code'])
    .execute();

  await db.schema
    .createTable('member_referrals')
    .addColumn('invitee_id', 'bigint', (col) =>
      col.primaryKey().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('brand_id', 'bigint', (col) =>
      col.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('referrer_id', 'bigint', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('registered_at', 'timestamptz', (col) => col.notNull())
    .addColumn('state', 'text', (col) =>
      col
        .notNull()
        .defaultTo('registered')
        .check(sql`state in (${list(REFERRAL_STATES)})`),
    )
    .addColumn('first_deposit_at', 'timestamptz')
    .addColumn('first_deposit_minor', 'bigint', (col) =>
      col.check(sql`first_deposit_minor is null or first_deposit_minor > 0`),
    )
    .addColumn('qualified_at', 'timestamptz')
    .addColumn('reward_id', 'bigint', (col) => col.unique().references('member_rewards.id'))
    .addColumn('capped', 'boolean', (col) => col.notNull().defaultTo(false))
    .addCheckConstraint('member_referrals_not_self', sql`referrer_id <> invitee_id`)
    .addCheckConstraint(
      'member_referrals_deposit',
      sql`(state = 'registered') = (first_deposit_at is null)
        and (first_deposit_at is null) = (first_deposit_minor is null)`,
    )
    .addCheckConstraint(
      'member_referrals_qualified',
      sql`(state = 'qualified') = (qualified_at is not null)
        and (reward_id is null or state = 'qualified')
        and not (capped and reward_id is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('member_referrals_referrer_idx')
    .on('member_referrals')
    .columns(['referrer_id', 'registered_at'])
    .execute();
  // The job's work list: the invitees not qualified yet.
  await sql`create index member_referrals_open_idx on member_referrals (registered_at)
    where state <> 'qualified'`.execute(db);
  await sql`create index member_referrals_month_idx on member_referrals (referrer_id, qualified_at)
    where reward_id is not null`.execute(db);

  await sql`create function member_referrals_guard() returns trigger language plpgsql as $$
    declare
      referrer_brand bigint;
      invitee_brand bigint;
    begin
      if tg_op = 'INSERT' then
        if new.state <> 'registered' then
          raise exception 'an invitee starts registered, not %', new.state using errcode = '23514';
        end if;
        select brand_id into referrer_brand from accounts where id = new.referrer_id;
        select brand_id into invitee_brand from accounts where id = new.invitee_id;
        if referrer_brand is distinct from new.brand_id or invitee_brand is distinct from new.brand_id then
          raise exception 'a referral stays within one brand' using errcode = '23514';
        end if;
        return new;
      end if;
      if (new.invitee_id, new.referrer_id, new.brand_id, new.registered_at)
         is distinct from (old.invitee_id, old.referrer_id, old.brand_id, old.registered_at) then
        raise exception 'who referred whom cannot change' using errcode = '23514';
      end if;
      if old.first_deposit_at is not null
         and (new.first_deposit_at, new.first_deposit_minor)
           is distinct from (old.first_deposit_at, old.first_deposit_minor) then
        raise exception 'an invitee''s first deposit cannot change' using errcode = '23514';
      end if;
      if old.state = 'qualified' and (new.qualified_at, new.capped)
           is distinct from (old.qualified_at, old.capped) then
        raise exception 'a qualification cannot change' using errcode = '23514';
      end if;
      if old.reward_id is not null and new.reward_id is distinct from old.reward_id then
        raise exception 'an invitee''s reward cannot change' using errcode = '23514';
      end if;
      if new.state is distinct from old.state
         and not ((old.state = 'registered' and new.state in ('deposited', 'qualified'))
                  or (old.state = 'deposited' and new.state = 'qualified')) then
        raise exception 'invitee % cannot go from % to %', old.invitee_id, old.state, new.state
          using errcode = '23514';
      end if;
      return new;
    end
  $$`.execute(db);
  await sql`create trigger member_referrals_guard before insert or update on member_referrals
    for each row execute function member_referrals_guard()`.execute(db);
  await sql`create function member_referral_codes_frozen() returns trigger language plpgsql as $$
    begin
      raise exception 'an invitation code never changes' using errcode = '23514';
    end
  $$`.execute(db);
  await sql`create trigger member_referral_codes_frozen before update on member_referral_codes
    for each row execute function member_referral_codes_frozen()`.execute(db);

  await db.schema
    .createTable('affiliate_signups')
    .addColumn('account_id', 'bigint', (col) =>
      col.primaryKey().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('brand_id', 'bigint', (col) =>
      col.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('agent_id', 'bigint', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('affiliate_code', 'text', (col) => col.notNull())
    .addColumn('registered_at', 'timestamptz', (col) => col.notNull())
    .addCheckConstraint('affiliate_signups_not_self', sql`agent_id <> account_id`)
    .execute();
  await db.schema
    .createIndex('affiliate_signups_agent_idx')
    .on('affiliate_signups')
    .columns(['agent_id', 'registered_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('affiliate_signups').execute();
  await db.schema.dropTable('member_referrals').execute();
  await db.schema.dropTable('member_referral_codes').execute();
  await sql`drop function if exists member_referrals_guard()`.execute(db);
  await sql`drop function if exists member_referral_codes_frozen()`.execute(db);
}
