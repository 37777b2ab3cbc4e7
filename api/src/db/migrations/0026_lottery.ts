import { sql, type Kysely } from 'kysely';

/**
 * The house lottery: the house's own games (fast draws every 1, 3 and 5 minutes and the daily
 * Vietnamese regional draws), their draws and the members' bets.
 * - A draw is keyed by its game and period (unique), so two job instances, or a job run after a
 *   crash, schedule and draw it once. Its numbers are drawn (CSPRNG) when it is scheduled and only
 *   their commitment, sha256(salt:numbers), is shown until the draw time.
 * - Draws and bets move through database-enforced state machines: SCHEDULED → DRAWN | CANCELLED
 *   and OPEN → WON | LOST | CANCELLED; a drawn result can never change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // NORTH: the northern region's 27 numbers; SOUTH: the southern and central regions' 18.
  // Null: a game of an outside vendor, shown in the menu but not played here.
  await db.schema
    .alterTable('lottery_games')
    .addColumn('result_format', 'text', (col) =>
      col.check(sql`result_format in ('NORTH', 'SOUTH')`),
    )
    .execute();
  // Draw times are k × draw_interval_seconds + draw_offset_seconds (UTC epoch seconds).
  await db.schema
    .alterTable('lottery_games')
    .addColumn('draw_offset_seconds', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`draw_offset_seconds >= 0`),
    )
    .execute();

  await db.schema
    .createTable('lottery_draws')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('game_id', 'bigint', (col) =>
      col.notNull().references('lottery_games.id').onDelete('cascade'),
    )
    .addColumn('period', 'text', (col) => col.notNull())
    .addColumn('draw_at', 'timestamptz', (col) => col.notNull())
    .addColumn('numbers', 'jsonb', (col) => col.notNull())
    .addColumn('salt', 'text', (col) => col.notNull())
    .addColumn('commitment', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('SCHEDULED')
        .check(sql`status in ('SCHEDULED', 'DRAWN', 'CANCELLED')`),
    )
    .addColumn('drawn_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('lottery_draws_game_period_uq', ['game_id', 'period'])
    .execute();
  await db.schema
    .createIndex('lottery_draws_due_idx')
    .on('lottery_draws')
    .columns(['status', 'draw_at'])
    .execute();
  await db.schema
    .createIndex('lottery_draws_game_time_idx')
    .on('lottery_draws')
    .columns(['game_id', 'draw_at'])
    .execute();
  await sql`create function lottery_draws_transition() returns trigger language plpgsql as $$
    begin
      if new.numbers is distinct from old.numbers or new.salt is distinct from old.salt
        or new.commitment is distinct from old.commitment or new.draw_at is distinct from old.draw_at
        or new.game_id is distinct from old.game_id or new.period is distinct from old.period then
        raise exception 'a lottery draw''s result and time never change';
      end if;
      if new.status is distinct from old.status and not (old.status = 'SCHEDULED'
        and new.status in ('DRAWN', 'CANCELLED')) then
        raise exception 'lottery draw % cannot go from % to %', old.id, old.status, new.status;
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger lottery_draws_transition before update on lottery_draws
    for each row execute function lottery_draws_transition()`.execute(db);

  await db.schema
    .createTable('lottery_bets')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('brand_id', 'bigint', (col) =>
      col.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'bigint', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('draw_id', 'bigint', (col) => col.notNull().references('lottery_draws.id'))
    .addColumn('bet_type', 'text', (col) =>
      col.notNull().check(sql`bet_type in ('LO2', 'DE', 'CANG3', 'XIEN2', 'XIEN3', 'XIEN4')`),
    )
    // Each line is one number (lô, đề, càng) or one combination (xiên), as strings of digits.
    .addColumn('lines', 'jsonb', (col) => col.notNull())
    .addColumn('line_count', 'integer', (col) => col.notNull().check(sql`line_count > 0`))
    .addColumn('stake_minor', 'bigint', (col) => col.notNull().check(sql`stake_minor > 0`))
    .addColumn('unit', 'integer', (col) => col.notNull().check(sql`unit > 0`))
    .addColumn('odds', 'integer', (col) => col.notNull().check(sql`odds > 0`))
    .addColumn('total_minor', 'bigint', (col) =>
      col.notNull().check(sql`total_minor = stake_minor * line_count * unit`),
    )
    .addColumn('win_minor', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`win_minor >= 0`),
    )
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('OPEN')
        .check(sql`status in ('OPEN', 'WON', 'LOST', 'CANCELLED')`),
    )
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('settled_at', 'timestamptz')
    .addUniqueConstraint('lottery_bets_member_key_uq', ['member_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('lottery_bets_member_idx')
    .on('lottery_bets')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('lottery_bets_draw_idx')
    .on('lottery_bets')
    .columns(['draw_id', 'status'])
    .execute();
  await sql`create function lottery_bets_transition() returns trigger language plpgsql as $$
    begin
      if new.status is distinct from old.status and not (old.status = 'OPEN'
        and new.status in ('WON', 'LOST', 'CANCELLED')) then
        raise exception 'lottery bet % cannot go from % to %', old.id, old.status, new.status;
      end if;
      if old.status <> 'OPEN' and (new.win_minor is distinct from old.win_minor) then
        raise exception 'a settled lottery bet''s winnings never change';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger lottery_bets_transition before update on lottery_bets
    for each row execute function lottery_bets_transition()`.execute(db);

  // The house's own games (vendor TCG_LOTTO_VN opens /lottery, spec §2).
  await sql`insert into lottery_games
      (game_code, name_bn, name_en, prize_mode, draw_interval_seconds, draw_offset_seconds,
       vendor, popularity, result_format)
    values
      ('VN_FAST_1M', 'ভিয়েতনাম ফাস্ট ১ মিনিট', 'Vietnam Fast 1 Min', 'Lott', 60, 0, 'TCG_LOTTO_VN', 3000, 'NORTH'),
      ('VN_FAST_3M', 'ভিয়েতনাম ফাস্ট ৩ মিনিট', 'Vietnam Fast 3 Min', 'Lott', 180, 0, 'TCG_LOTTO_VN', 2990, 'NORTH'),
      ('VN_FAST_5M', 'ভিয়েতনাম ফাস্ট ৫ মিনিট', 'Vietnam Fast 5 Min', 'Lott', 300, 0, 'TCG_LOTTO_VN', 2980, 'NORTH'),
      ('VN_NORTH', 'উত্তর অঞ্চল', 'Northern region', 'Lott', 86400, 40500, 'TCG_LOTTO_VN', 2970, 'NORTH'),
      ('VN_CENTRAL', 'মধ্য অঞ্চল', 'Central region', 'Lott', 86400, 36900, 'TCG_LOTTO_VN', 2960, 'SOUTH'),
      ('VN_SOUTH', 'দক্ষিণ অঞ্চল', 'Southern region', 'Lott', 86400, 33300, 'TCG_LOTTO_VN', 2950, 'SOUTH')
    on conflict (game_code) do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lottery_bets').execute();
  await db.schema.dropTable('lottery_draws').execute();
  await sql`drop function lottery_bets_transition`.execute(db);
  await sql`drop function lottery_draws_transition`.execute(db);
  await sql`delete from lottery_games where result_format is not null`.execute(db);
  await db.schema.alterTable('lottery_games').dropColumn('draw_offset_seconds').execute();
  await db.schema.alterTable('lottery_games').dropColumn('result_format').execute();
}
