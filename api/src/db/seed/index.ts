import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import { hashPassword, type PasswordHashParams } from '../../services/auth/password.js';
import {
  FLAG_IDS,
  FLAG_NAMES,
  MODULE_IDS,
  MODULE_NAMES,
  SETTINGS_MODULE_ID,
} from '../../services/brands/modules.js';
import type { Database } from '../schema.js';
import { ACCOUNT_SEEDS } from './accounts.js';
import { BRAND_SEEDS, LOCAL_SITE_PORT, withSitePort, type BrandSeed } from './brands.js';
import { CATEGORY_SEEDS, LOTTERY_SEEDS, REWARD_SEEDS } from './games.js';
import { seedContent } from './content.js';
import { seedGameCatalogue } from './gameCatalogue.js';
import { seedSecurity } from './security.js';
import { openMainWallet } from '../../services/wallet/ledger.js';
import { openPointBalance } from '../../services/points/pointLedger.js';
import { ensureSeamlessSecrets } from '../../services/wallet/seamlessSecrets.js';
import { ensureWalletConfig } from '../../services/wallet/walletConfig.js';
import { ensureBrandConfigSection } from '../../services/brands/configSection.js';
import { providerSecretName, providersOf } from '../../services/cashier/deposits/depositConfig.js';
import { seedLiveTables } from './liveTables.js';

export interface SeedOptions {
  clock: Clock;
  passwordHash: PasswordHashParams;
  /** Seamless secrets from the environment, by `<MERCHANT>_<VENDOR>`; others are generated. */
  seamlessSecrets?: Readonly<Record<string, string>>;
  /**
   * The port the site is served on locally (SITE_PORT, default 3000): the brands' local site
   * origins follow it, so a stack on other ports (the e2e suite's workers) gets CORS and links
   * to itself.
   */
  sitePort?: number;
}

/**
 * Inserts the demo brands, accounts and catalogues. Idempotent: existing rows are left
 * as they are (so operator changes survive a restart) and nothing is duplicated.
 */
export async function runSeed(db: Kysely<Database>, options: SeedOptions): Promise<void> {
  // Hash each distinct demo password at most once per run, and only when needed.
  const hashes = new Map<string, Promise<string>>();
  const hashOnce = (password: string): Promise<string> => {
    let hash = hashes.get(password);
    if (!hash) {
      hash = hashPassword(password, options.passwordHash);
      hashes.set(password, hash);
    }
    return hash;
  };

  await db.transaction().execute(async (trx) => {
    await seedCatalogue(trx);
    const vendors = (
      await trx.selectFrom('game_vendors').select('vassalage').distinct().execute()
    ).map((row) => row.vassalage);
    for (const brand of BRAND_SEEDS) {
      const brandId = await seedBrand(
        trx,
        withSitePort(brand, options.sitePort ?? LOCAL_SITE_PORT),
      );
      await ensureWalletConfig(trx, brandId, brand.config.wallet);
      await ensureBrandConfigSection(trx, brandId, 'deposit', brand.config.deposit);
      await ensureBrandConfigSection(trx, brandId, 'timeZone', brand.config.timeZone);
      await seedAccounts(trx, brandId, options.clock, hashOnce);
      await seedRewards(trx, brandId);
      await seedLiveTables(trx, brandId);
      await seedSecurity(trx, brandId, brand.merchantCode);
      await seedContent(trx, brandId, brand.merchantCode, brand.name, options.clock.now());
      await ensureSeamlessSecrets(trx, {
        brandId,
        merchantCode: brand.merchantCode,
        // Game vendors, and the payment providers whose callbacks the brand accepts.
        vendors: [...vendors, ...providersOf(brand.config.deposit).map(providerSecretName)],
        configured: options.seamlessSecrets ?? {},
        now: options.clock.now(),
      });
    }
  });
}

async function seedBrand(trx: Transaction<Database>, brand: BrandSeed): Promise<string> {
  await trx
    .insertInto('brands')
    .values({
      merchant_code: brand.merchantCode,
      name: brand.name,
      config: JSON.stringify(brand.config),
    })
    .onConflict((oc) => oc.column('merchant_code').doNothing())
    .execute();
  const { id: brandId } = await trx
    .selectFrom('brands')
    .select('id')
    .where('merchant_code', '=', brand.merchantCode)
    .executeTakeFirstOrThrow();

  await trx
    .insertInto('brand_hosts')
    .values(brand.hosts.map((host) => ({ host, brand_id: brandId })))
    .onConflict((oc) => oc.column('host').doNothing())
    .execute();

  const moduleRows = [
    ...MODULE_IDS.map((modId, index) => ({
      brand_id: brandId,
      mod_id: modId,
      parent_mod_id: null,
      name: MODULE_NAMES[modId],
      enabled: !brand.disabledModules.includes(modId),
      sort_order: index,
    })),
    {
      brand_id: brandId,
      mod_id: SETTINGS_MODULE_ID,
      parent_mod_id: null,
      name: MODULE_NAMES.SETTINGS,
      enabled: true,
      sort_order: MODULE_IDS.length,
    },
    ...FLAG_IDS.map((flagId, index) => ({
      brand_id: brandId,
      mod_id: flagId,
      parent_mod_id: SETTINGS_MODULE_ID,
      name: FLAG_NAMES[flagId],
      enabled: !brand.disabledFlags.includes(flagId),
      sort_order: index,
    })),
  ];
  await trx
    .insertInto('brand_modules')
    .values(moduleRows)
    .onConflict((oc) => oc.columns(['brand_id', 'mod_id']).doNothing())
    .execute();
  return brandId;
}

async function seedAccounts(
  trx: Transaction<Database>,
  brandId: string,
  clock: Clock,
  hashOnce: (password: string) => Promise<string>,
): Promise<void> {
  const ids = new Map<string, string>();
  for (const seed of ACCOUNT_SEEDS) {
    const usernameKey = seed.username.toLowerCase();
    const existing = await trx
      .selectFrom('accounts')
      .select('id')
      .where('brand_id', '=', brandId)
      .where('username_key', '=', usernameKey)
      .executeTakeFirst();
    let accountId = existing?.id;
    if (!accountId) {
      const uplineId = seed.upline ? ids.get(seed.upline) : undefined;
      if (seed.upline && !uplineId)
        throw new Error(`Seed upline ${seed.upline} must precede ${seed.username}`);
      const inserted = await trx
        .insertInto('accounts')
        .values({
          brand_id: brandId,
          username: seed.username,
          username_key: usernameKey,
          password_hash: await hashOnce(seed.password),
          nickname: seed.nickname,
          is_agent: seed.isAgent,
          upline_id: uplineId ?? null,
          club_label_name: seed.clubLabel.name,
          club_rank_level: seed.clubLabel.rank,
          password_changed_at: clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      accountId = inserted.id;
    }
    ids.set(seed.username, accountId);

    await trx
      .insertInto('wallets')
      .values({ account_id: accountId, currency: 'BDT', balance_minor: seed.balanceMinor })
      .onConflict((oc) => oc.column('account_id').doNothing())
      .execute();
    // Ledger MAIN account with the wallet balance as opening ADJUSTMENT (idempotent).
    await openMainWallet(trx, { id: accountId, brandId, isTrial: seed.isAgent === 4 }, clock.now());
    // The seeded points open the member's point ledger, issued by the brand (idempotent).
    await openPointBalance(trx, { brandId, accountId }, BigInt(seed.points), clock.now());
  }
}

async function seedCatalogue(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('game_categories')
    .values(
      CATEGORY_SEEDS.map((category, index) => ({
        game_type: category.gameType,
        name_bn: category.name.bn,
        name_en: category.name.en,
        sort_order: index,
      })),
    )
    .onConflict((oc) => oc.column('game_type').doNothing())
    .execute();

  const vendorRows = CATEGORY_SEEDS.flatMap((category, categoryIndex) =>
    category.vendors.map((vendor, vendorIndex) => ({
      vassalage: vendor.code,
      game_type: category.gameType,
      display_name: vendor.displayName,
      // Empty: the API draws the logo. An operator's own logo is an absolute URL here.
      small_icon: '',
      is_hot: vendor.isHot ?? false,
      account_type_id: vendor.accountTypeId,
      node_id: String(10_000 + (categoryIndex + 1) * 100 + vendorIndex + 1),
      sort_order: vendorIndex,
    })),
  );
  await trx
    .insertInto('game_vendors')
    .values(vendorRows)
    .onConflict((oc) => oc.columns(['vassalage', 'game_type']).doNothing())
    .execute();
  await seedGameCatalogue(trx);

  await trx
    .insertInto('lottery_games')
    .values(
      LOTTERY_SEEDS.map((game, index) => ({
        game_code: game.gameCode,
        name_bn: game.name.bn,
        name_en: game.name.en,
        prize_mode: game.prizeMode,
        draw_interval_seconds: game.drawIntervalSeconds,
        vendor: game.vendor,
        popularity: 1_000 - index * 10,
        result_format: game.resultFormat ?? null,
        draw_offset_seconds: game.drawOffsetSeconds ?? 0,
      })),
    )
    .onConflict((oc) => oc.column('game_code').doNothing())
    .execute();
}

async function seedRewards(trx: Transaction<Database>, brandId: string): Promise<void> {
  await trx
    .insertInto('point_rewards')
    .values(
      REWARD_SEEDS.map((reward, index) => ({
        brand_id: brandId,
        sku: reward.sku,
        name_bn: reward.name.bn,
        name_en: reward.name.en,
        points_cost: reward.points,
        stock: reward.stock,
        image_key: reward.imageKey,
        category: reward.category,
        details_bn: reward.details.bn,
        details_en: reward.details.en,
        max_per_redemption: reward.maxPerRedemption,
        sort_order: index,
      })),
    )
    .onConflict((oc) => oc.columns(['brand_id', 'sku']).doNothing())
    .execute();
}
