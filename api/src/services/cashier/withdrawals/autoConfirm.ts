import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/**
 * Spec §4: a disbursed withdrawal the member has not confirmed within the brand's minutes
 * counts as received. Each due order is settled by one conditional UPDATE of its own (status
 * still disbursed, time come), so two runs at once, or a run after one that stopped midway,
 * settle each order exactly once: whichever statement comes second matches nothing. Nothing
 * moves money (it left at the request).
 */
export async function autoConfirmDue(
  db: Kysely<Database>,
  now: Date,
  options: { limit?: number; afterEach?: (orderId: string) => void | Promise<void> } = {},
): Promise<string[]> {
  const due = await db
    .selectFrom('withdrawal_orders')
    .select('id')
    .where('status', '=', 'disbursed')
    .where('auto_confirm_at', '<=', now)
    .orderBy('auto_confirm_at')
    .limit(options.limit ?? 500)
    .execute();
  const settled: string[] = [];
  for (const { id } of due) {
    const row = await db
      .updateTable('withdrawal_orders')
      .set({ status: 'received', confirmed_by: 'auto', confirmed_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'disbursed')
      .where('auto_confirm_at', '<=', now)
      .returning('id')
      .executeTakeFirst();
    if (row) settled.push(row.id);
    await options.afterEach?.(id);
  }
  return settled;
}
