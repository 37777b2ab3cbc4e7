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
import { toPlainText } from '../content/sanitizeHtml.js';
import { luckyDrawConfigOf } from '../lucky-draw/luckyDrawConfig.js';
import { hostnameOf, isIpOrCidr, normaliseOrigin } from '../net/ip.js';
import { buildWhitelabelTree, type WhitelabelNode } from '../brands/whitelabel.js';
import type {
  BrandSecurityConfig,
  LuckyDrawConfig,
  LuckyDrawPatchable,
  RaffleConfig,
  ReferralConfig,
  RegistrationConfig,
  RewardsConfig,
  VipConfig,
} from '../brands/brandConfig.js';
import { missionsConfigOf } from '../missions/missionsConfig.js';
import { missionsPatch, validateMissions, type MissionsPatch } from '../missions/missionsPatch.js';
import { assertNoRetiredMissionId } from '../missions/retiredMissions.js';
import { recordAudit } from '../operators/audit.js';
import { registerRulesFor, type RegisterRule } from '../brands/registerRules.js';
import { referralConfigOf } from '../referrals/referralConfig.js';
import { upgradeBonusMinor, VIP_LEVELS } from '../content/vipService.js';
import type { Operator } from '../operators/operatorAccounts.js';

export interface BrandPatch {
  maintenance?: { enabled: boolean; message?: LocalizedText; until?: string | null };
  regionRestriction?: { blockedIps: string[] };
  modules?: Record<string, boolean>;
  flags?: Record<string, boolean>;
  /** Replace the languages offered, the first visit's language and theme. */
  languages?: string[];
  defaultLanguage?: string;
  defaultTheme?: 'light' | 'dark';
  /** The register form's optional fields, merged per field. */
  registration?: RegistrationConfig;
  /** Merged into `config.security` (0006: payload encryption, password age, SMS codes). */
  security?: BrandSecurityConfig;
  /** Merged into `config.rewards` (issue 13: claim and bonus days, contacts a bonus needs). */
  rewards?: Partial<RewardsConfig>;
  /** Merged into `config.referral` (issue 13: invite friends' rule and reward). */
  referral?: Partial<ReferralConfig>;
  /** `links` replaces the brand's community links (a channel left out is removed). */
  customerService?: { liveChat?: boolean; links?: BrandConfig['customerService']['links'] };
  /** Replaces `config.siteOrigins` (CORS, links in messages). */
  siteOrigins?: string[];
  /** Replaces `config.socialLogin` (the social sign-in providers; secrets stay in the environment). */
  socialLogin?: NonNullable<BrandConfig['socialLogin']>;
  /** The manual rebate: `ratesPercent` merged per category, `vipBonus` replaced. */
  rebate?: { ratesPercent?: Record<string, number>; vipBonus?: boolean };
  /** Missions: `list` replaces the brand's missions (checked by `missionsPatch`). */
  missions?: MissionsPatch;
  /** VIP level-up rewards: `upgradeBonus` merged per level, the turnover multiple replaced. */
  vip?: Partial<VipConfig>;
  /** Red envelopes and the wheel: merged per section and per ticket rule; prizes replaced. */
  luckyDraw?: LuckyDrawPatchable;
  /** Raffles by promotion code, each merged into the brand's settings of that raffle. */
  raffles?: Record<string, Partial<RaffleConfig>>;
}

export interface BrandAdminView {
  merchantCode: string;
  name: string;
  hosts: string[];
  config: BrandConfig;
  whitelabel: WhitelabelNode[];
  /**
   * What the brand's site runs on where `config` leaves a key to a default: the register
   * form's rules, the referral rule, each VIP level's upgrade bonus (the console shows these).
   */
  effective: {
    registerRules: RegisterRule[];
    referral: ReferralConfig;
    vipUpgradeBonus: Record<string, number>;
  };
}

export function toAdminView(brand: Brand): BrandAdminView {
  return {
    merchantCode: brand.merchantCode,
    name: brand.name,
    hosts: brand.hosts,
    config: brand.config,
    whitelabel: buildWhitelabelTree(brand),
    effective: {
      registerRules: registerRulesFor(brand),
      referral: referralConfigOf(brand),
      vipUpgradeBonus: Object.fromEntries(
        VIP_LEVELS.filter((level) => level.level > 0).map((level) => [
          String(level.level),
          Number(upgradeBonusMinor(brand.config.vip, level.level)) / 100,
        ]),
      ),
    },
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
  if (patch.missions) validateMissions(patch.missions);
  for (const [field, setting] of Object.entries(patch.registration?.fields ?? {})) {
    if (setting.required && !setting.enabled) {
      throw errors.validation(
        `registration.fields.${field}`,
        `"${field}" cannot be required while it is hidden`,
      );
    }
  }
  const until = patch.maintenance?.until;
  if (until && Number.isNaN(Date.parse(until))) {
    throw errors.validation('maintenance.until', 'maintenance.until must be an ISO timestamp');
  }
}

/** The operator's origins, normalised, each on one of the brand's own hosts. */
async function siteOriginsOn(
  db: Kysely<Database>,
  brandId: string,
  entries: string[],
): Promise<string[]> {
  const hosts = await db
    .selectFrom('brand_hosts')
    .select('host')
    .where('brand_id', '=', brandId)
    .execute();
  const own = new Set(hosts.map((row) => row.host));
  return entries.map((entry, index) => {
    const origin = normaliseOrigin(entry);
    if (!origin) {
      throw errors.validation(`siteOrigins.${index}`, `"${entry}" is not an http(s) origin`);
    }
    if (!own.has(hostnameOf(origin) ?? '')) {
      throw errors.validation(
        `siteOrigins.${index}`,
        `"${entry}" is not on one of the brand's hosts`,
      );
    }
    return origin;
  });
}

function mergeLuckyDraw(
  stored: LuckyDrawPatchable | undefined,
  patch: LuckyDrawPatchable,
): LuckyDrawPatchable {
  const section = <S extends { tickets?: object }>(own: S | undefined, change: S | undefined) =>
    change && {
      ...own,
      ...change,
      ...(change.tickets && { tickets: { ...own?.tickets, ...change.tickets } }),
    };
  return {
    ...stored,
    ...patch,
    ...(patch.wheel && { wheel: section(stored?.wheel, patch.wheel) }),
    ...(patch.envelope && { envelope: section(stored?.envelope, patch.envelope) }),
  };
}

/** What the schema cannot see: rules that hold across keys, after the merge. */
function validateLuckyDraw(merged: LuckyDrawConfig): void {
  if (merged.envelope.min > merged.envelope.max)
    throw errors.validation('luckyDraw.envelope.min', 'The smallest envelope exceeds the largest');
  if (!merged.wheel.prizes.some((prize) => prize.weight > 0))
    throw errors.validation('luckyDraw.wheel.prizes', 'At least one prize needs a weight');
}

/** Who changes a brand from an operator account (the console), for its audit row. */
export interface BrandPatchAudit {
  operator: Operator;
  ip: string;
  reason: string;
  assertBrand: (brandId: string) => void;
}

/**
 * What a patch touches, as stored: each config key it names, and the modules' and flags'
 * switches it names, so the audit row holds exactly the values before and after the change.
 */
async function touchedState(
  trx: Kysely<Database>,
  brandId: string,
  config: BrandConfig,
  patch: BrandPatch,
): Promise<Record<string, unknown>> {
  const state: Record<string, unknown> = {};
  for (const key of Object.keys(patch) as (keyof BrandPatch)[]) {
    if (key !== 'modules' && key !== 'flags')
      state[key] = (config as unknown as Record<string, unknown>)[key] ?? null;
  }
  for (const group of ['modules', 'flags'] as const) {
    const ids = Object.keys(patch[group] ?? {});
    if (ids.length === 0) continue;
    const rows = await trx
      .selectFrom('brand_modules')
      .select(['mod_id', 'enabled'])
      .where('brand_id', '=', brandId)
      .where('mod_id', 'in', ids)
      .execute();
    state[group] = Object.fromEntries(rows.map((row) => [row.mod_id, row.enabled]));
  }
  return state;
}

/**
 * Applies an operator change to a brand atomically and returns the new state. From an operator
 * account (`audit`), the brand must be one of the operator's and the change is audited
 * (`brand.settings`) in the same transaction; the root token's CLI calls pass none.
 */
export async function patchBrand(
  db: Kysely<Database>,
  merchantCode: string,
  patch: BrandPatch,
  now: Date,
  audit?: BrandPatchAudit,
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
    audit?.assertBrand(row.id);
    const before = audit && (await touchedState(trx, row.id, row.config, patch));

    const config: BrandConfig = { ...row.config };
    if (patch.maintenance) {
      config.maintenance = {
        enabled: patch.maintenance.enabled,
        // Shown as plain text everywhere: whatever markup an operator pastes is removed here.
        message: patch.maintenance.message
          ? {
              bn: toPlainText(patch.maintenance.message.bn),
              en: toPlainText(patch.maintenance.message.en),
            }
          : (config.maintenance?.message ?? DEFAULT_MAINTENANCE_MESSAGE),
        until:
          patch.maintenance.until !== undefined
            ? patch.maintenance.until && new Date(patch.maintenance.until).toISOString()
            : (config.maintenance?.until ?? null),
      };
    }
    if (patch.languages) config.languages = [...patch.languages];
    if (patch.defaultLanguage) config.defaultLanguage = patch.defaultLanguage;
    if (patch.defaultTheme) config.defaultTheme = patch.defaultTheme;
    const languagesTouched = patch.languages || patch.defaultLanguage;
    if (languagesTouched && !config.languages.includes(config.defaultLanguage)) {
      throw errors.validation(
        patch.defaultLanguage ? 'defaultLanguage' : 'languages',
        'The default language must be one the brand offers',
      );
    }
    if (patch.registration) {
      config.registration = {
        fields: { ...config.registration?.fields, ...patch.registration.fields },
      };
    }
    if (patch.security) config.security = { ...config.security, ...patch.security };
    if (patch.rewards) config.rewards = { ...config.rewards, ...patch.rewards };
    if (patch.raffles) {
      const raffles = { ...config.raffles };
      for (const [code, settings] of Object.entries(patch.raffles))
        raffles[code] = { ...raffles[code], ...settings };
      config.raffles = raffles;
    }
    if (patch.referral) config.referral = { ...config.referral, ...patch.referral };
    if (patch.customerService) {
      config.customerService = {
        ...config.customerService,
        ...(patch.customerService.liveChat !== undefined && {
          liveChat: patch.customerService.liveChat,
        }),
        ...(patch.customerService.links && { links: { ...patch.customerService.links } }),
      };
    }
    if (patch.rebate) {
      config.rebate = {
        ...config.rebate,
        ...(patch.rebate.ratesPercent && {
          ratesPercent: { ...config.rebate?.ratesPercent, ...patch.rebate.ratesPercent },
        }),
        ...(patch.rebate.vipBonus !== undefined && { vipBonus: patch.rebate.vipBonus }),
      };
    }
    if (patch.missions?.list)
      await assertNoRetiredMissionId(
        trx,
        row.id,
        missionsConfigOf({ config }).list,
        patch.missions.list,
      );
    if (patch.missions) config.missions = { ...config.missions, ...missionsPatch(patch.missions) };
    if (patch.vip) {
      config.vip = {
        ...config.vip,
        ...(patch.vip.upgradeBonus && {
          upgradeBonus: { ...config.vip?.upgradeBonus, ...patch.vip.upgradeBonus },
        }),
        ...(patch.vip.upgradeTurnoverMultiple !== undefined && {
          upgradeTurnoverMultiple: patch.vip.upgradeTurnoverMultiple,
        }),
        ...(patch.vip.serviceUrl !== undefined && { serviceUrl: patch.vip.serviceUrl }),
      };
    }
    if (patch.luckyDraw) {
      config.luckyDraw = mergeLuckyDraw(config.luckyDraw, patch.luckyDraw);
      validateLuckyDraw(luckyDrawConfigOf({ config }));
    }
    if (patch.siteOrigins) config.siteOrigins = await siteOriginsOn(trx, row.id, patch.siteOrigins);
    if (patch.socialLogin) config.socialLogin = { providers: patch.socialLogin.providers };
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
    if (audit) {
      await recordAudit(trx, {
        operator: audit.operator,
        ip: audit.ip,
        brandId: row.id,
        action: 'brand.settings',
        targetType: 'brand',
        targetId: row.id,
        before,
        after: await touchedState(trx, row.id, config, patch),
        reason: audit.reason.trim(),
        now,
      });
    }
    return row.id;
  });
  const brand = await loadBrand(db, brandId);
  if (!brand) throw errors.brandNotFound();
  return toAdminView(brand);
}
