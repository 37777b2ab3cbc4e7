import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors.js';
import type { Brand } from '../brands/brandRepository.js';
import { recordAudit } from '../operators/audit.js';
import { canActOnBrand, operatorErrors, type Operator } from '../operators/operatorAccounts.js';

/** Who changes a brand's content, from where and when; `brandOf` checks it may. */
export type ContentActor = {
  operator: Operator;
  ip: string;
  now: Date;
  /** The brand of a row, refused (403) when it is not the operator's. */
  brandOf: (brandId: string) => Promise<Brand>;
};

/** The actor of an operator request: its brand checks go through the brand cache. */
export function contentActor(
  brands: { byId: (brandId: string) => Promise<Brand | null> },
  operator: Operator,
  ip: string,
  now: Date,
): ContentActor {
  return {
    operator,
    ip,
    now,
    brandOf: async (brandId) => {
      if (!canActOnBrand(operator, brandId)) throw operatorErrors.brandForbidden();
      const brand = await brands.byId(brandId);
      if (!brand) throw errors.brandNotFound();
      return brand;
    },
  };
}

type Audited = { action: string; targetType: string; targetId: string; reason: string };

/**
 * One change of one row, in a transaction: the row is read and locked (`lock`, 404 when there
 * is none), its brand checked against the operator, the change made, and the audit row written
 * with the reason and what `change` gives as before and after.
 */
export async function auditedRowChange<Row extends { brand_id: string }, Result>(
  db: Kysely<Database>,
  actor: ContentActor,
  audit: Audited,
  lock: (trx: Kysely<Database>) => Promise<Row | undefined>,
  change: (
    trx: Kysely<Database>,
    before: Row,
    brand: Brand,
  ) => Promise<{ result: Result; before?: unknown; after?: unknown }>,
): Promise<{ result: Result; brand: Brand }> {
  return db.transaction().execute(async (trx) => {
    const before = await lock(trx);
    if (!before) throw errors.notFound(audit.targetType);
    const brand = await actor.brandOf(String(before.brand_id));
    const done = await change(trx, before, brand);
    await recordAudit(trx, {
      operator: actor.operator,
      ip: actor.ip,
      brandId: brand.id,
      action: audit.action,
      targetType: audit.targetType,
      targetId: audit.targetId,
      before: done.before,
      after: done.after,
      reason: audit.reason,
      now: actor.now,
    });
    return { result: done.result, brand };
  });
}
