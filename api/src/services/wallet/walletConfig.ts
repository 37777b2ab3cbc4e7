import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Brand } from '../brands/brandRepository.js';
import type { WalletConfig } from '../brands/brandConfig.js';
import { ensureBrandConfigSection } from '../brands/configSection.js';

/** Brands without a wallet section (seeded before 0005) are transfer-wallet brands. */
export function walletConfigOf(brand: Pick<Brand, 'config'>): WalletConfig {
  return brand.config.wallet ?? { isSingle: false };
}

/** Seed helper: adds the wallet section to a brand that has none (keeps operator changes). */
export async function ensureWalletConfig(
  trx: Kysely<Database>,
  brandId: string,
  wallet: WalletConfig | undefined,
): Promise<void> {
  await ensureBrandConfigSection(trx, brandId, 'wallet', wallet);
}
