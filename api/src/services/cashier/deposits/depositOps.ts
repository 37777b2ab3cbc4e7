import type { Kysely } from 'kysely';
import type { DepositState } from '../../../db/depositSchema.js';
import type { Database } from '../../../db/schema.js';
import { errors } from '../../../errors.js';
import { toViews, type DepositOrderRow } from './depositOrders.js';

/** What operators see of orders: the member's view plus whose, which brand and what moved. */
async function toOpsViews(db: Kysely<Database>, rows: readonly DepositOrderRow[]) {
  if (rows.length === 0) return [];
  const [views, owners] = await Promise.all([
    toViews(db, rows),
    db
      .selectFrom('accounts')
      .innerJoin('brands', 'brands.id', 'accounts.brand_id')
      .select(['accounts.id', 'accounts.username', 'brands.merchant_code'])
      .where(
        'accounts.id',
        'in',
        rows.map((row) => row.account_id),
      )
      .execute(),
  ]);
  const ownerOf = new Map(owners.map((owner) => [owner.id, owner]));
  return rows.map((row, index) => ({
    ...views[index]!,
    brand: ownerOf.get(row.account_id)?.merchant_code ?? '',
    member: ownerOf.get(row.account_id)?.username ?? '',
    provider: row.provider,
    providerReference: row.provider_reference,
    proofFileIds: [...row.proof_file_ids],
    transactionId: row.transaction_id,
  }));
}

export interface OpsDepositFilter {
  /** null: every brand (an operator without brand limits); otherwise only these. */
  brandIds: readonly string[] | null;
  state?: DepositState;
  member?: string;
  /** Made at or before this moment (the route turns minAgeMinutes into it on its clock). */
  createdBefore?: Date;
  /** Amount bounds in minor units, both included. */
  minAmountMinor?: bigint;
  maxAmountMinor?: bigint;
  page: number;
  pageSize: number;
}

export async function listDepositsForOperator(db: Kysely<Database>, filter: OpsDepositFilter) {
  if (filter.brandIds?.length === 0) return { rows: [], total: 0 };
  let query = db.selectFrom('deposit_orders');
  if (filter.brandIds) query = query.where('deposit_orders.brand_id', 'in', filter.brandIds);
  if (filter.state) query = query.where('deposit_orders.state', '=', filter.state);
  if (filter.createdBefore)
    query = query.where('deposit_orders.created_at', '<=', filter.createdBefore);
  if (filter.minAmountMinor !== undefined)
    query = query.where('deposit_orders.amount_minor', '>=', filter.minAmountMinor.toString());
  if (filter.maxAmountMinor !== undefined)
    query = query.where('deposit_orders.amount_minor', '<=', filter.maxAmountMinor.toString());
  if (filter.member) {
    const username = filter.member.toLowerCase();
    query = query.where('deposit_orders.account_id', 'in', (eb) =>
      eb.selectFrom('accounts').select('id').where('username_key', '=', username),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .selectAll('deposit_orders')
      .orderBy('deposit_orders.created_at', 'desc')
      .orderBy('deposit_orders.id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: await toOpsViews(db, rows), total: Number(count.total) };
}

export async function depositForOperator(
  db: Kysely<Database>,
  reference: string,
  brandIds: readonly string[] | null,
) {
  const row = await db
    .selectFrom('deposit_orders')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst();
  if (!row || (brandIds && !brandIds.includes(row.brand_id))) throw errors.notFound('Deposit');
  const [view] = await toOpsViews(db, [row]);
  return view!;
}

/** An order's row as it goes into the audit trail (before / after). */
export const auditView = (row: DepositOrderRow) => ({
  reference: row.reference,
  state: row.state,
  amountMinor: row.amount_minor,
  failReason: row.fail_reason,
  transactionId: row.transaction_id,
});
