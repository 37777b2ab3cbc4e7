import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface VendorCard {
  vassalage: string;
  displayName: string;
  smallIcon: string;
  isHot: 0 | 1;
  accountTypeId: number;
  gameType: string;
  nodeId: number;
}

export interface GameCategoryMenu {
  gameType: string;
  name: { bn: string; en: string };
  vendors: VendorCard[];
}

/**
 * The vendor's logo: the operator's own image when its `small_icon` is an absolute URL, else
 * the API's generated wordmark.
 */
export const vendorLogoUrl = (baseUrl: string, smallIcon: string, nodeId: string | number) =>
  /^https?:\/\//.test(smallIcon) ? smallIcon : `${baseUrl}/assets/vendors/${nodeId}.svg`;

/** Categories in menu order, each with its enabled vendors. */
export async function getGameMenus(
  db: Kysely<Database>,
  baseUrl: string,
): Promise<GameCategoryMenu[]> {
  const [categories, vendors] = await Promise.all([
    db
      .selectFrom('game_categories')
      .selectAll()
      .orderBy('sort_order')
      .orderBy('game_type')
      .execute(),
    db
      .selectFrom('game_vendors')
      .select([
        'vassalage',
        'display_name',
        'small_icon',
        'is_hot',
        'account_type_id',
        'game_type',
        'node_id',
      ])
      .where('enabled', '=', true)
      .orderBy('game_type')
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
  ]);
  const byType = new Map<string, VendorCard[]>();
  for (const vendor of vendors) {
    const list = byType.get(vendor.game_type) ?? [];
    list.push({
      vassalage: vendor.vassalage,
      displayName: vendor.display_name,
      smallIcon: vendorLogoUrl(baseUrl, vendor.small_icon, vendor.node_id),
      isHot: vendor.is_hot ? 1 : 0,
      accountTypeId: vendor.account_type_id,
      gameType: vendor.game_type,
      nodeId: Number(vendor.node_id),
    });
    byType.set(vendor.game_type, list);
  }
  return categories.map((category) => ({
    gameType: category.game_type,
    name: { bn: category.name_bn, en: category.name_en },
    vendors: byType.get(category.game_type) ?? [],
  }));
}
