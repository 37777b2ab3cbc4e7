import type { MemberWallet, MemberWallets } from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { listWallets } from '../wallet/walletService.js';

/**
 * Vendors whose games play on the main wallet through the seamless protocol (the house games):
 * they have no transfer wallet of their own.
 */
const SEAMLESS_VENDORS: readonly string[] = ['HOUSE'];

/**
 * The member's wallets for the wallet page: MAIN first, then, unless the brand has a single
 * wallet, one per enabled transfer vendor (a vendor in two categories is one wallet), with the
 * balance the ledger holds (0 before the first transfer). A wallet that still holds money stays
 * listed when its vendor is switched off, so no balance is ever hidden.
 */
export async function memberWallets(
  db: Kysely<Database>,
  memberId: string,
  brand: { isSingle: boolean; currencySymbol: string },
): Promise<MemberWallets> {
  const { sumBalance, wallets } = await listWallets(db, memberId);
  const held = new Map(wallets.map((wallet) => [wallet.kind, wallet.balance]));
  const main: MemberWallet = { code: 'MAIN', name: 'MAIN', balance: held.get('MAIN') ?? 0 };
  if (brand.isSingle)
    return { isSingle: true, sumBalance, currencySymbol: brand.currencySymbol, wallets: [main] };
  const vendors = await db
    .selectFrom('game_vendors')
    .select(['vassalage', 'display_name'])
    .where('enabled', '=', true)
    .where('vassalage', 'not in', SEAMLESS_VENDORS)
    .orderBy('vassalage')
    .orderBy('sort_order')
    .execute();
  const byCode = new Map<string, MemberWallet>();
  for (const vendor of vendors) {
    if (byCode.has(vendor.vassalage)) continue;
    const balance = held.get(`VENDOR:${vendor.vassalage}`) ?? 0;
    byCode.set(vendor.vassalage, { code: vendor.vassalage, name: vendor.display_name, balance });
  }
  for (const wallet of wallets) {
    const code = wallet.kind.startsWith('VENDOR:') ? wallet.kind.slice(7) : null;
    if (code && !byCode.has(code) && wallet.balance !== 0)
      byCode.set(code, { code, name: code, balance: wallet.balance });
  }
  return {
    isSingle: false,
    sumBalance,
    currencySymbol: brand.currencySymbol,
    wallets: [main, ...byCode.values()],
  };
}
