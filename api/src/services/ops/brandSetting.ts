import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors.js';
import type { BrandConfig } from '../brands/brandConfig.js';
import { recordAudit } from '../operators/audit.js';
import type { Operator } from '../operators/operatorAccounts.js';

export interface BrandSettingChange<Value> {
  merchantCode: string;
  before: Value;
  after: Value;
}

export interface BrandSettingInput {
  operator: Operator;
  ip: string;
  merchantCode: string;
  reason: string;
  now: Date;
  assertBrand: (brandId: string) => void;
}

/**
 * Sets one top-level key of a brand's config (admin routes, brandSettingsOps.ts) under the
 * brand row's lock, with its audit row in the same transaction: `brand.<action>`, the value
 * before and after under the key's name.
 */
export async function changeBrandSetting<Key extends keyof BrandConfig>(
  db: Kysely<Database>,
  input: BrandSettingInput & {
    action: string;
    key: Key;
    value: NonNullable<BrandConfig[Key]>;
    /** The value in force before (a default where the config has none). */
    current: (config: BrandConfig) => NonNullable<BrandConfig[Key]>;
  },
): Promise<BrandSettingChange<NonNullable<BrandConfig[Key]>>> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('brands')
      .select(['id', 'merchant_code', 'config'])
      .where('merchant_code', '=', input.merchantCode.toUpperCase())
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw errors.brandNotFound();
    input.assertBrand(row.id);
    const before = input.current(row.config);
    await trx
      .updateTable('brands')
      .set({
        config: sql`config || jsonb_build_object(${input.key}::text, ${JSON.stringify(input.value)}::jsonb)`,
      })
      .where('id', '=', row.id)
      .execute();
    await recordAudit(trx, {
      operator: input.operator,
      ip: input.ip,
      brandId: row.id,
      action: `brand.${input.action}`,
      targetType: 'brand',
      targetId: row.id,
      before: { [input.key]: before },
      after: { [input.key]: input.value },
      reason: input.reason.trim(),
      now: input.now,
    });
    return { merchantCode: row.merchant_code, before, after: input.value };
  });
}
