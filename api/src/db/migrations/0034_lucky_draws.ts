import { sql, type Kysely } from 'kysely';

/**
 * Red envelopes and the prize wheel (issue 13, spec §1 "red envelope and wheel tickets").
 *
 * lucky_tickets: one row per ticket a member earned, unique per (member, kind, earned_by), where
 * earned_by names what earned it (`deposit:<order id>`, `bet:<day>:<n>`, `vip:<level>:<n>`), so
 * granting the same earning again does nothing.
 *
 * wheel_spins and envelope_openings: a ticket spent, with what the server drew, written before
 * the answer leaves. The ticket id is unique in each (a ticket spins or opens once), and a
 * composite foreign key ties it to a ticket of the right kind and of the same member. Both are
 * history: a trigger refuses any change.
 */
export const TICKET_KINDS = ['WHEEL', 'ENVELOPE'] as const;
export const PRIZE_PAYOUTS = ['CASH', 'BONUS'] as const;

const list = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lucky_tickets')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('brand_id', 'bigint', (col) =>
      col.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'bigint', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in (${list(TICKET_KINDS)})`))
    .addColumn('earned_by', 'text', (col) =>
      col.notNull().check(sql`length(earned_by) between 1 and 100`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('lucky_tickets_earning_uq', ['account_id', 'kind', 'earned_by'])
    .addUniqueConstraint('lucky_tickets_owner_uq', ['id', 'kind', 'account_id'])
    .execute();

  for (const [table, kind] of [
    ['wheel_spins', 'WHEEL'],
    ['envelope_openings', 'ENVELOPE'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'bigserial', (col) => col.primaryKey())
      .addColumn('brand_id', 'bigint', (col) =>
        col.notNull().references('brands.id').onDelete('cascade'),
      )
      .addColumn('account_id', 'bigint', (col) =>
        col.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('ticket_id', 'bigint', (col) => col.notNull().unique())
      .addColumn('ticket_kind', 'text', (col) =>
        col
          .notNull()
          .defaultTo(kind)
          .check(sql`ticket_kind = ${sql.lit(kind)}`),
      )
      .addColumn('amount_minor', 'bigint', (col) => col.notNull().check(sql`amount_minor >= 0`))
      .addColumn('payout', 'text', (col) =>
        col.notNull().check(sql`payout in (${list(PRIZE_PAYOUTS)})`),
      )
      .addColumn('turnover_multiple', sql`numeric(6,2)`, (col) =>
        col
          .notNull()
          .defaultTo(0)
          .check(sql`turnover_multiple >= 0 and turnover_multiple <= 100`),
      )
      // The wheel: the segment drawn and the wheel as it was spun; an envelope: its window.
      .$call((builder) =>
        table === 'wheel_spins'
          ? builder
              .addColumn('segment', 'integer', (col) => col.notNull().check(sql`segment >= 0`))
              .addColumn('segments', 'jsonb', (col) => col.notNull())
          : builder.addColumn('window_start', 'timestamptz', (col) => col.notNull()),
      )
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .addForeignKeyConstraint(
        `${table}_ticket_fk`,
        ['ticket_id', 'ticket_kind', 'account_id'],
        'lucky_tickets',
        ['id', 'kind', 'account_id'],
        (fk) => fk.onDelete('cascade'),
      )
      .execute();
    await db.schema
      .createIndex(`${table}_account_idx`)
      .on(table)
      .columns(['account_id', 'id'])
      .execute();
  }

  await sql`create function lucky_draw_frozen() returns trigger language plpgsql as $$
    begin
      raise exception 'a spin or an opening is not changed' using errcode = 'P0001';
    end
  $$`.execute(db);
  for (const table of ['wheel_spins', 'envelope_openings'])
    await sql`create trigger ${sql.raw(`${table}_frozen`)} before update on ${sql.table(table)}
      for each row execute function lucky_draw_frozen()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['wheel_spins', 'envelope_openings']) {
    await sql`drop trigger if exists ${sql.raw(`${table}_frozen`)} on ${sql.table(table)}`.execute(
      db,
    );
    await db.schema.dropTable(table).execute();
  }
  await sql`drop function if exists lucky_draw_frozen()`.execute(db);
  await db.schema.dropTable('lucky_tickets').execute();
}
