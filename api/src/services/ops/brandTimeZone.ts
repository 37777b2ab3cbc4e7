import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors.js';
import { isTimeZone, timeZoneOf } from '../brands/brandTime.js';
import { recordAudit } from '../operators/audit.js';
import type { Operator } from '../operators/operatorAccounts.js';

export interface TimeZoneChange {
  merchantCode: string;
  before: string;
  after: string;
}

/**
 * Sets a brand's time zone (admin, audited in the same transaction). Every period a job has
 * settled keeps its key and its end, so the next period starts where the last one ended: a
 * change never settles an instant twice (brandTime.ts, salaryJobs.ts).
 */
export async function setBrandTimeZone(
  db: Kysely<Database>,
  input: {
    operator: Operator;
    ip: string;
    merchantCode: string;
    timeZone: string;
    reason: string;
    now: Date;
    assertBrand: (brandId: string) => void;
  },
): Promise<TimeZoneChange> {
  if (!isTimeZone(input.timeZone))
    throw errors.validation('timeZone', `"${input.timeZone}" is not an IANA time zone name`);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('brands')
      .select(['id', 'merchant_code', 'config'])
      .where('merchant_code', '=', input.merchantCode.toUpperCase())
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw errors.brandNotFound();
    input.assertBrand(row.id);
    const before = timeZoneOf(row.config);
    await trx
      .updateTable('brands')
      .set({ config: sql`config || jsonb_build_object('timeZone', ${input.timeZone}::text)` })
      .where('id', '=', row.id)
      .execute();
    await recordAudit(trx, {
      operator: input.operator,
      ip: input.ip,
      brandId: row.id,
      action: 'brand.time-zone',
      targetType: 'brand',
      targetId: row.id,
      before: { timeZone: before },
      after: { timeZone: input.timeZone },
      reason: input.reason.trim(),
      now: input.now,
    });
    return { merchantCode: row.merchant_code, before, after: input.timeZone };
  });
}
