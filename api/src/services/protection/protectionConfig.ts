import { REALITY_CHECK_MINUTES } from '@site/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { BrandConfig, ProtectionConfig } from '../brands/brandConfig.js';

/** The brand's protection settings with their defaults (issue 44). */
export function protectionConfigOf(brand: {
  merchantCode: string;
  config: Pick<BrandConfig, 'protection'>;
}): ProtectionConfig {
  const stored = brand.config.protection ?? {};
  const minutes = stored.realityCheckMinutes;
  return {
    licenceGroup: stored.licenceGroup?.trim() || brand.merchantCode,
    realityCheckMinutes: REALITY_CHECK_MINUTES.some((choice) => choice === minutes) ? minutes! : 30,
  };
}

/** A brand row's licence group in SQL (`brands` aliased as `alias`): the setting, else its code. */
export const licenceGroupSql = (alias: string): RawBuilder<string> =>
  sql<string>`coalesce(nullif(trim(${sql.ref(`${alias}.config`)}->'protection'->>'licenceGroup'), ''), ${sql.ref(`${alias}.merchant_code`)})`;

/** The licence group of a brand by id. */
export async function licenceGroupOfBrand(db: Kysely<Database>, brandId: string): Promise<string> {
  const row = await db
    .selectFrom('brands as b')
    .select(licenceGroupSql('b').as('licence_group'))
    .where('b.id', '=', brandId)
    .executeTakeFirstOrThrow();
  return row.licence_group;
}
