import { sql, type Kysely } from 'kysely';

/**
 * Manual rebate claims and VIP level-ups (issue 13, spec §1 flags MANUAL_REBATE and VIP, §9).
 *
 * A rebate claim covers the member's valid bets settled in one window (period_start,
 * period_end]: the next claim starts where the last one ended. The window's start is unique per
 * member, so two claims at once (two tabs, two API instances) cannot both cover the same bets:
 * the second insert waits for the first, fails on the key, and its retry sees the new window.
 * The claim's ledger credit (kind REBATE) carries an idempotency key made from the claim's
 * window, and the row keeps the transaction it paid.
 *
 * A VIP level-up is recorded once per member and level, whatever reaches it first (the VIP page,
 * the rebate page, member info). Its upgrade bonus is recorded with it and paid later by the
 * reward centre, which hooks on this table (`rewarded_at` stays null until then).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rebate_claims')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('brand_id', 'bigint', (col) =>
      col.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'bigint', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('period_start', 'timestamptz', (col) => col.notNull())
    .addColumn('period_end', 'timestamptz', (col) => col.notNull())
    .addColumn('valid_bet_minor', 'bigint', (col) => col.notNull().check(sql`valid_bet_minor > 0`))
    .addColumn('amount_minor', 'bigint', (col) => col.notNull().check(sql`amount_minor > 0`))
    .addColumn('vip_level', 'integer', (col) => col.notNull().check(sql`vip_level >= 0`))
    // Per category: { category, validBetMinor, rateBp, rebateMinor }.
    .addColumn('lines', 'jsonb', (col) => col.notNull())
    .addColumn('transaction_id', 'bigint', (col) =>
      col.notNull().references('wallet_transactions.id'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('rebate_claims_member_start_uq', ['member_id', 'period_start'])
    .addCheckConstraint('rebate_claims_window_ck', sql`period_end > period_start`)
    .execute();
  await db.schema
    .createIndex('rebate_claims_member_end_idx')
    .on('rebate_claims')
    .columns(['member_id', 'period_end'])
    .execute();
  // A claim is history: never changed or removed (the member's account record shows it).
  await sql`create function rebate_claims_frozen() returns trigger language plpgsql as $$
    begin
      raise exception 'rebate claims are not changed' using errcode = 'P0001';
    end
  $$`.execute(db);
  await sql`create trigger rebate_claims_frozen before update on rebate_claims
    for each row execute function rebate_claims_frozen()`.execute(db);

  await db.schema
    .createTable('vip_level_ups')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('brand_id', 'bigint', (col) =>
      col.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'bigint', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('level', 'integer', (col) => col.notNull().check(sql`level between 1 and 10`))
    .addColumn('reached_at', 'timestamptz', (col) => col.notNull())
    // The member's totals when the level was reached, and the level's upgrade bonus (minor).
    .addColumn('deposit_minor', 'bigint', (col) => col.notNull())
    .addColumn('valid_bet_minor', 'bigint', (col) => col.notNull())
    .addColumn('upgrade_bonus_minor', 'bigint', (col) =>
      col.notNull().check(sql`upgrade_bonus_minor >= 0`),
    )
    .addColumn('rewarded_at', 'timestamptz')
    .addUniqueConstraint('vip_level_ups_member_level_uq', ['member_id', 'level'])
    .execute();
  // A new member starts at VIP level 0 (Newcomer) and rises with real deposits and valid bets;
  // the old default (Bronze, 1) gave every sign-up a level it had not reached. Existing rows keep
  // their level: it may be an operator's grant.
  await sql`alter table accounts alter column club_rank_level set default 0`.execute(db);
  await sql`alter table accounts alter column club_label_name set default 'Newcomer'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table accounts alter column club_label_name set default 'Bronze'`.execute(db);
  await sql`alter table accounts alter column club_rank_level set default 1`.execute(db);
  await db.schema.dropTable('vip_level_ups').execute();
  await sql`drop trigger if exists rebate_claims_frozen on rebate_claims`.execute(db);
  await sql`drop function if exists rebate_claims_frozen()`.execute(db);
  await db.schema.dropTable('rebate_claims').execute();
}
