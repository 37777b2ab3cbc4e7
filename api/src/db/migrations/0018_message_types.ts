import { sql, type Kysely } from 'kysely';

/**
 * Messages the platform writes itself (spec §4: deposit credited, deposit failed, withdrawal
 * approved, withdrawal rejected; and the cashier's other steps) carry a type and their facts
 * (amount, order reference, reason) instead of finished text, so each member reads them in
 * the language chosen at reading time. Operator messages keep their typed title and body.
 */
export const MESSAGE_TYPES = [
  'deposit_credited',
  'deposit_failed',
  'withdrawal_approved',
  'withdrawal_rejected',
  'withdrawal_disbursed',
  'adjustment',
  'operator',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const types = sql.join(MESSAGE_TYPES.map((type) => sql.lit(type)));
  await sql`alter table member_messages
    add column type text not null default 'operator' check (type in (${types})),
    add column params jsonb not null default '{}'::jsonb`.execute(db);
  await db.schema
    .createIndex('member_messages_account_created_idx')
    .on('member_messages')
    .columns(['account_id', 'created_at'])
    .execute();
}
