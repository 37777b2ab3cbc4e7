import { sql, type Kysely } from 'kysely';

/**
 * Live push (issue 5): one-minute single-use tickets that open the member's event stream, so
 * the session token never travels in a URL (EventSource cannot send headers).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_tickets')
    .addColumn('ticket_hash', 'text', (col) => col.primaryKey())
    .addColumn('session_hash', 'text', (col) =>
      col.notNull().references('sessions.token_hash').onDelete('cascade'),
    )
    .addColumn('account_id', 'bigint', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('brand_id', 'bigint', (col) =>
      col.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('live_tickets_expiry_idx')
    .on('live_tickets')
    .column('expires_at')
    .execute();
  await sql`create index member_events_account_idx on member_events (account_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists member_events_account_idx`.execute(db);
  await db.schema.dropTable('live_tickets').execute();
}
