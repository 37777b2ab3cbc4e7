import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { ApiError } from '../../../errors.js';
import type { BrandCache } from '../../brands/brandCache.js';
import { assertBrandOpen } from '../../brands/systemStatus.js';
import { providerFor } from '../vendors/game-vendor-provider.js';
import type { GameTokenOwner } from './gameTokens.js';
import { requireHouseGameKind } from './houseGameKind.js';
import type { HouseSession } from './houseGameService.js';

/** What the page shows of the launched game, whichever vendor it belongs to. */
export interface GamePageLook {
  gameName: { en: string; bn: string };
  vendorName: string;
  thumbnailUrl: string;
}

export interface HouseSessionDependencies {
  db: Kysely<Database>;
  brands: BrandCache;
}

/**
 * The account, game and brand behind a launch or play token; null when any of them is gone or
 * disabled. A closed brand or a game under maintenance is refused with its own error.
 */
export async function houseSessionOf(
  { db, brands }: HouseSessionDependencies,
  owner: GameTokenOwner,
  clientIp: string,
): Promise<(HouseSession & { page: GamePageLook; currencySymbol: string }) | null> {
  const [account, game, brand] = await Promise.all([
    db
      .selectFrom('accounts')
      .select(['username', 'brand_id', 'disabled_at', 'is_agent'])
      .where('id', '=', owner.accountId)
      .executeTakeFirst(),
    db
      .selectFrom('games')
      .select([
        'game_code',
        'vassalage',
        'game_type',
        'game_classify',
        'status',
        'enabled',
        'name_en',
        'name_bn',
      ])
      .where('node_id', '=', owner.nodeId)
      .executeTakeFirst(),
    brands.byId(owner.brandId),
  ]);
  if (!account || account.disabled_at || account.brand_id !== owner.brandId) return null;
  // Only games whose provider is hosted here (house slot, local provider) play on this page.
  if (!game || !brand || !providerFor(game.vassalage, brand.config)?.hostedHere) return null;
  assertBrandOpen(brand, clientIp);
  if (!game.enabled || game.status !== 'ACTIVE')
    throw new ApiError(503, 'GAME_MAINTENANCE', 'Game maintenance');
  // No classic slot in place of a game not built yet: the page and its play calls refuse it.
  const kind = requireHouseGameKind(game);
  const vendor = await db
    .selectFrom('game_vendors')
    .select('display_name')
    .where('vassalage', '=', game.vassalage)
    .where('game_type', '=', game.game_type)
    .executeTakeFirst();
  return {
    ...owner,
    merchantCode: brand.merchantCode,
    username: account.username,
    gameCode: game.game_code,
    vendor: game.vassalage,
    kind,
    page: {
      gameName: { en: game.name_en, bn: game.name_bn },
      vendorName: vendor?.display_name ?? game.vassalage,
      thumbnailUrl: `/assets/games/${owner.nodeId}.svg`,
    },
    currencySymbol: brand.config.currencySymbol,
  };
}
