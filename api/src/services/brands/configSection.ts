import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { BrandConfig } from './brandConfig.js';

/**
 * Seed helper: adds a section to a brand's config that has none, so a brand seeded before the
 * section existed gets it while an operator's changes to an existing section are kept.
 */
export async function ensureBrandConfigSection<Key extends keyof BrandConfig>(
  trx: Kysely<Database>,
  brandId: string,
  key: Key,
  value: BrandConfig[Key] | undefined,
): Promise<void> {
  if (value === undefined) return;
  await trx
    .updateTable('brands')
    .set({
      config: sql`config || jsonb_build_object(${key}::text, ${JSON.stringify(value)}::jsonb)`,
    })
    .where('id', '=', brandId)
    .where(sql<boolean>`not (config ? ${key}::text)`)
    .execute();
}
