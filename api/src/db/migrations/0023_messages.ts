import { sql, type Kysely } from 'kysely';

/**
 * Operator messages (issue 12): one row per send, keyed by the operator's idempotency key, so a
 * retried send (a CLI run again after a timeout) finds the first one instead of writing every
 * inbox twice. Each inbox row of a send points at it, and (send, member) is unique, so even a
 * bug in the fan-out cannot give a member the same send twice. Titles and bodies are bounded in
 * the database as well as in the contract.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('message_sends')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('brand_id', 'bigint', (col) => col.notNull().references('brands.id'))
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('operator_name', 'text', (col) => col.notNull())
    .addColumn('target', 'jsonb', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('recipients', 'integer', (col) => col.notNull().check(sql`recipients >= 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('message_sends_brand_key_uq', ['brand_id', 'idempotency_key'])
    .execute();

  await sql`alter table member_messages
    add column send_id bigint references message_sends (id),
    add constraint member_messages_send_member_uq unique (send_id, account_id),
    add constraint member_messages_size_ck
      check (char_length(title) between 1 and 200 and char_length(body) <= 5000)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table member_messages
    drop constraint member_messages_size_ck,
    drop constraint member_messages_send_member_uq,
    drop column send_id`.execute(db);
  await db.schema.dropTable('message_sends').execute();
}
