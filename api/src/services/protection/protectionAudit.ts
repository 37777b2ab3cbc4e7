import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Operator } from '../operators/operatorAccounts.js';

/** Who changed a limit or an exclusion: the member, or an operator (by name; root has no id). */
export type ProtectionActor = { kind: 'member' } | { kind: 'operator'; operator: Operator };

export interface ProtectionAuditEntry {
  memberId: string;
  brandId: string;
  actor: ProtectionActor;
  action: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  now: Date;
}

/** One row per change of a limit, reality check or exclusion, in the change's transaction. */
export async function recordProtectionAudit(
  db: Kysely<Database>,
  entry: ProtectionAuditEntry,
): Promise<void> {
  const operator = entry.actor.kind === 'operator' ? entry.actor.operator : null;
  await db
    .insertInto('protection_audit')
    .values({
      member_id: entry.memberId,
      brand_id: entry.brandId,
      actor: entry.actor.kind,
      operator_id: operator?.id ?? null,
      operator_name: operator?.username ?? null,
      action: entry.action,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      reason: entry.reason ?? null,
      created_at: entry.now,
    })
    .execute();
}

export interface ProtectionAuditRow {
  at: string;
  actor: 'member' | 'operator';
  operator: string | null;
  action: string;
  before: unknown;
  after: unknown;
  reason: string | null;
}

/** The member's protection audit, newest first. */
export async function protectionAuditOf(
  db: Kysely<Database>,
  memberId: string,
  limit = 200,
): Promise<ProtectionAuditRow[]> {
  const rows = await db
    .selectFrom('protection_audit')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    at: row.created_at.toISOString(),
    actor: row.actor,
    operator: row.operator_name,
    action: row.action,
    before: row.before,
    after: row.after,
    reason: row.reason,
  }));
}
