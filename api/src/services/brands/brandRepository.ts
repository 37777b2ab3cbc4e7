import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { BrandConfig } from './brandConfig.js';

export interface ModuleState {
  modId: string;
  parentModId: string | null;
  name: string;
  enabled: boolean;
  sortOrder: number;
}

export interface Brand {
  id: string;
  merchantCode: string;
  name: string;
  config: BrandConfig;
  hosts: string[];
  modules: ModuleState[];
}

export async function findBrandIdByCode(
  db: Kysely<Database>,
  merchantCode: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('brands')
    .select('id')
    .where('merchant_code', '=', merchantCode.trim().toUpperCase())
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function findBrandIdByHost(
  db: Kysely<Database>,
  host: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('brand_hosts')
    .select('brand_id')
    .where('host', '=', host.toLowerCase())
    .executeTakeFirst();
  return row?.brand_id ?? null;
}

export async function loadBrand(db: Kysely<Database>, brandId: string): Promise<Brand | null> {
  const row = await db
    .selectFrom('brands')
    .select(['id', 'merchant_code', 'name', 'config'])
    .where('id', '=', brandId)
    .executeTakeFirst();
  if (!row) return null;
  const [hosts, modules] = await Promise.all([
    db
      .selectFrom('brand_hosts')
      .select('host')
      .where('brand_id', '=', brandId)
      .orderBy('host')
      .execute(),
    db
      .selectFrom('brand_modules')
      .select(['mod_id', 'parent_mod_id', 'name', 'enabled', 'sort_order'])
      .where('brand_id', '=', brandId)
      .orderBy('sort_order')
      .orderBy('mod_id')
      .execute(),
  ]);
  return {
    id: row.id,
    merchantCode: row.merchant_code,
    name: row.name,
    config: row.config,
    hosts: hosts.map((host) => host.host),
    modules: modules.map((module) => ({
      modId: module.mod_id,
      parentModId: module.parent_mod_id,
      name: module.name,
      enabled: module.enabled,
      sortOrder: module.sort_order,
    })),
  };
}

/** The merchant codes of the brands in `brandIds` (null: every brand), in order. */
export async function listMerchantCodes(
  db: Kysely<Database>,
  brandIds: readonly string[] | null,
): Promise<string[]> {
  let query = db.selectFrom('brands').select('merchant_code').orderBy('merchant_code');
  if (brandIds) query = query.where('id', 'in', brandIds.length ? [...brandIds] : ['0']);
  return (await query.execute()).map((row) => row.merchant_code);
}

/** Every brand's site origins (`config.siteOrigins`), for CORS. */
export async function listAllSiteOrigins(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('brands').select('config').execute();
  return rows.flatMap((row) => row.config.siteOrigins ?? []);
}

export function isModuleEnabled(brand: Brand, modId: string): boolean {
  const module = brand.modules.find((candidate) => candidate.modId === modId);
  if (!module || !module.enabled) return false;
  return module.parentModId ? isModuleEnabled(brand, module.parentModId) : true;
}
