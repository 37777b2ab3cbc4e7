import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors.js';
import {
  DEFAULT_MAINTENANCE_MESSAGE,
  type BrandConfig,
  type LocalizedText,
} from '../brands/brandConfig.js';
import { loadBrand, type Brand } from '../brands/brandRepository.js';
import { isFlagId, isModuleId } from '../brands/modules.js';
import { isIpOrCidr } from '../net/ip.js';
import { buildWhitelabelTree, type WhitelabelNode } from '../brands/whitelabel.js';
import type { BrandSiteConfig } from '../brands/siteOrigin.js';
import type { BrandSecurityConfig } from '../security/settings.js';

export interface BrandPatch {
  maintenance?: { enabled: boolean; message?: LocalizedText; until?: string | null };
  regionRestriction?: { blockedIps: string[] };
  modules?: Record<string, boolean>;
  flags?: Record<string, boolean>;
  /** Merged into `config.security` (0006: payload encryption, password age, SMS codes). */
  security?: BrandSecurityConfig;
  /** Merged into `config.site`; `primaryHost` must be one of the brand's hosts. */
  site?: { primaryHost?: string; scheme?: 'http' | 'https'; port?: number | null };
  /** `links` replaces the brand's community links (a channel left out is removed). */
  customerService?: { liveChat?: boolean; links?: BrandConfig['customerService']['links'] };
}

export interface BrandAdminView {
  merchantCode: string;
  name: string;
  hosts: string[];
  config: BrandConfig;
  whitelabel: WhitelabelNode[];
}

export function toAdminView(brand: Brand): BrandAdminView {
  return {
    merchantCode: brand.merchantCode,
    name: brand.name,
    hosts: brand.hosts,
    config: brand.config,
    whitelabel: buildWhitelabelTree(brand),
  };
}

function validatePatch(patch: BrandPatch): void {
  for (const [index, entry] of (patch.regionRestriction?.blockedIps ?? []).entries()) {
    if (!isIpOrCidr(entry)) {
      throw errors.validation(
        `regionRestriction.blockedIps.${index}`,
        `"${entry}" is not an IP address or CIDR block`,
      );
    }
  }
  for (const modId of Object.keys(patch.modules ?? {})) {
    if (!isModuleId(modId))
      throw errors.validation(`modules.${modId}`, `Unknown module "${modId}"`);
  }
  for (const flagId of Object.keys(patch.flags ?? {})) {
    if (!isFlagId(flagId)) throw errors.validation(`flags.${flagId}`, `Unknown flag "${flagId}"`);
  }
  const until = patch.maintenance?.until;
  if (until && Number.isNaN(Date.parse(until))) {
    throw errors.validation('maintenance.until', 'maintenance.until must be an ISO timestamp');
  }
}

/** The brand's site with the patch applied; a primary host must be one of its own hosts. */
async function patchedSite(
  db: Kysely<Database>,
  brandId: string,
  current: BrandSiteConfig | undefined,
  patch: NonNullable<BrandPatch['site']>,
): Promise<BrandSiteConfig> {
  const { port, ...rest } = patch;
  const site: BrandSiteConfig = { ...current, ...rest };
  if (port === null) delete site.port;
  else if (port !== undefined) site.port = port;
  if (patch.primaryHost !== undefined) {
    const host = await db
      .selectFrom('brand_hosts')
      .select('host')
      .where('brand_id', '=', brandId)
      .where('host', '=', patch.primaryHost.trim().toLowerCase())
      .executeTakeFirst();
    if (!host) {
      throw errors.validation(
        'site.primaryHost',
        'site.primaryHost must be one of the brand hosts',
      );
    }
    site.primaryHost = host.host;
  }
  return site;
}

/** Applies an operator change to a brand atomically and returns the new state. */
export async function patchBrand(
  db: Kysely<Database>,
  merchantCode: string,
  patch: BrandPatch,
  now: Date,
): Promise<BrandAdminView> {
  validatePatch(patch);
  const brandId = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('brands')
      .select(['id', 'config'])
      .where('merchant_code', '=', merchantCode.toUpperCase())
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw errors.brandNotFound();

    const config: BrandConfig = { ...row.config };
    if (patch.maintenance) {
      config.maintenance = {
        enabled: patch.maintenance.enabled,
        message:
          patch.maintenance.message ?? config.maintenance?.message ?? DEFAULT_MAINTENANCE_MESSAGE,
        until:
          patch.maintenance.until !== undefined
            ? patch.maintenance.until && new Date(patch.maintenance.until).toISOString()
            : (config.maintenance?.until ?? null),
      };
    }
    if (patch.security) config.security = { ...config.security, ...patch.security };
    if (patch.site) config.site = await patchedSite(trx, row.id, config.site, patch.site);
    if (patch.customerService) {
      config.customerService = {
        ...config.customerService,
        ...(patch.customerService.liveChat !== undefined && {
          liveChat: patch.customerService.liveChat,
        }),
        ...(patch.customerService.links && { links: { ...patch.customerService.links } }),
      };
    }
    if (patch.regionRestriction) {
      config.regionRestriction = {
        blockedIps: patch.regionRestriction.blockedIps.map((entry) => entry.trim()),
      };
    }
    await trx
      .updateTable('brands')
      .set({ config: JSON.stringify(config), updated_at: now })
      .where('id', '=', row.id)
      .execute();

    const toggles = { ...(patch.modules ?? {}), ...(patch.flags ?? {}) };
    for (const [modId, enabled] of Object.entries(toggles)) {
      await trx
        .updateTable('brand_modules')
        .set({ enabled })
        .where('brand_id', '=', row.id)
        .where('mod_id', '=', modId)
        .execute();
    }
    return row.id;
  });
  const brand = await loadBrand(db, brandId);
  if (!brand) throw errors.brandNotFound();
  return toAdminView(brand);
}
