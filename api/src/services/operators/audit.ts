import type { AuditQuery } from '@site/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Operator } from './operatorAccounts.js';

/**
 * One row per operator action: who, what, on which record, when, the record before and after,
 * and why. Write it in the same transaction as the change, so an action and its trail land
 * together or not at all. The table refuses updates and deletes (migration 0017).
 */
export interface AuditEntry {
  operator: Operator;
  ip: string;
  brandId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  now: Date;
}

const json = (value: unknown) =>
  value === undefined
    ? null
    : JSON.stringify(value, (_key, item: unknown) =>
        typeof item === 'bigint' ? item.toString() : item,
      );

export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('operator_audit')
    .values({
      operator_id: entry.operator.id,
      operator_name: entry.operator.username,
      brand_id: entry.brandId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      before: json(entry.before),
      after: json(entry.after),
      reason: entry.reason ?? null,
      ip: entry.ip,
      created_at: entry.now,
    })
    .execute();
}

export async function listAudit(
  db: Kysely<Database>,
  filter: AuditQuery & { brandIds: readonly string[] | null },
) {
  let query = db
    .selectFrom('operator_audit')
    .select([
      'id',
      'operator_name',
      'brand_id',
      'action',
      'target_type',
      'target_id',
      'before',
      'after',
      'reason',
      'ip',
      'created_at',
    ])
    .orderBy('id', 'desc')
    .limit(filter.limit);
  if (filter.brandIds) query = query.where('brand_id', 'in', [...filter.brandIds, '0']);
  if (filter.operator) query = query.where('operator_name', '=', filter.operator);
  const { action } = filter;
  // An action or its family: `deposit` is `deposit.credit` and `deposit.fail` too.
  if (action)
    query = query.where((eb) =>
      eb.or([eb('action', '=', action), eb(sql`starts_with(action, ${`${action}.`})`, '=', true)]),
    );
  if (filter.targetType) query = query.where('target_type', '=', filter.targetType);
  if (filter.targetId) query = query.where('target_id', '=', filter.targetId);
  if (filter.from) query = query.where('created_at', '>=', new Date(filter.from));
  if (filter.to) query = query.where('created_at', '<', new Date(filter.to));
  if (filter.beforeId) query = query.where('id', '<', filter.beforeId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    operator: row.operator_name,
    brandId: row.brand_id,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    before: row.before,
    after: row.after,
    reason: row.reason,
    ip: row.ip,
    at: row.created_at.toISOString(),
  }));
}
