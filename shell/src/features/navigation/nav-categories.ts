import type { GameCategory, VendorCard } from '@site/shared';
import type { RemoteKey } from '../../config/remote-modules';

/** spec §9 provider codes: e-sports and cockfight vendors are split from sports by these. */
export const ESPORTS_VASSALAGES: readonly string[] = ['AV', 'AI', 'IMES', 'TF', 'IA'];
export const COCKFIGHT_VASSALAGES: readonly string[] = ['DS88'];
/** spec §9: at most 6 vendors in a navigation drop-down. */
export const NAV_VENDOR_LIMIT = 6;

export type NavCategory = {
  /** the §9 category: LIVE, SPORTS, ESPORTS, RNG, FISH, PVP, LOTT (with ELOTT) or DS88 */
  key: string;
  path: string;
  labelKey: string;
  remote: RemoteKey;
  vendors: VendorCard[];
  /** more vendors than the drop-down shows */
  hasMore: boolean;
};

type CategoryRoute = { path: string; labelKey: string; remote: RemoteKey };

const CATEGORY_ROUTES: Record<string, CategoryRoute> = {
  LIVE: { path: '/live', labelKey: 'nav.live', remote: 'lobby' },
  SPORTS: { path: '/sports', labelKey: 'nav.sports', remote: 'lobby' },
  ESPORTS: { path: '/esports', labelKey: 'nav.esports', remote: 'lobby' },
  DS88: { path: '/sports', labelKey: 'nav.cockfight', remote: 'lobby' },
  RNG: { path: '/rng', labelKey: 'nav.rng', remote: 'lobby' },
  FISH: { path: '/fish', labelKey: 'nav.fish', remote: 'lobby' },
  PVP: { path: '/pvp', labelKey: 'nav.pvp', remote: 'lobby' },
  LOTT: { path: '/lottery', labelKey: 'nav.lottery', remote: 'lottery' },
};
/** The lottery's two kinds (LOTT and ELOTT) are one entry: both open /lottery. */
const MERGED_INTO: Record<string, string> = { ELOTT: 'LOTT' };

/** Shown before the lanes arrive (and if they fail), so the bar has its size from the start. */
export const DEFAULT_CATEGORY_ORDER = ['LIVE', 'SPORTS', 'ESPORTS', 'RNG', 'FISH', 'PVP', 'LOTT'];

export type VassalageLists = { esports: readonly string[]; cockfight: readonly string[] };

/**
 * The header's category entries from the API's lanes: in the API's order, e-sports and
 * cockfight vendors moved out of sports by the configured lists, lottery kinds merged,
 * at most NAV_VENDOR_LIMIT vendors in each drop-down.
 */
export function buildNavCategories(
  lanes: readonly GameCategory[] | null,
  lists: VassalageLists = { esports: ESPORTS_VASSALAGES, cockfight: COCKFIGHT_VASSALAGES },
): NavCategory[] {
  const vendorsByKey = new Map<string, VendorCard[]>();
  const order: string[] = [];
  const add = (key: string, vendors: VendorCard[]) => {
    if (!CATEGORY_ROUTES[key]) return;
    if (!vendorsByKey.has(key)) {
      vendorsByKey.set(key, []);
      order.push(key);
    }
    vendorsByKey.get(key)!.push(...vendors);
  };
  if (!lanes) {
    for (const key of DEFAULT_CATEGORY_ORDER) add(key, []);
  } else {
    for (const lane of lanes) {
      const key = MERGED_INTO[lane.gameType] ?? lane.gameType;
      if (key !== 'SPORTS') {
        add(key, lane.vendors);
        continue;
      }
      add(
        'SPORTS',
        lane.vendors.filter(
          (v) => !lists.esports.includes(v.vassalage) && !lists.cockfight.includes(v.vassalage),
        ),
      );
      const esports = lane.vendors.filter((v) => lists.esports.includes(v.vassalage));
      const cockfight = lane.vendors.filter((v) => lists.cockfight.includes(v.vassalage));
      if (esports.length > 0) add('ESPORTS', esports);
      if (cockfight.length > 0) add('DS88', cockfight);
    }
  }
  return order.map((key) => {
    // The API's order is the operator's order: the first ones are shown.
    const sorted = dedupe(vendorsByKey.get(key)!);
    return {
      key,
      ...CATEGORY_ROUTES[key]!,
      vendors: sorted.slice(0, NAV_VENDOR_LIMIT),
      hasMore: sorted.length > NAV_VENDOR_LIMIT,
    };
  });
}

function dedupe(vendors: VendorCard[]): VendorCard[] {
  const seen = new Set<string>();
  return vendors.filter((vendor) => {
    if (seen.has(vendor.vassalage)) return false;
    seen.add(vendor.vassalage);
    return true;
  });
}

/** Reads a configured vassalage list from the brand settings, or the spec's default. */
export function configuredList(value: unknown, fallback: readonly string[]): readonly string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : fallback;
}

/**
 * The header entry of the page shown (spec §2 bottom navigation). Sports and cockfight share
 * /sports, so the vendor in the address decides: the entry listing that vendor, else the
 * first entry of the path (sports itself).
 */
export function activeCategoryKey(
  categories: readonly NavCategory[],
  pathname: string,
  vendor: string | null,
): string | null {
  const onPath = categories.filter((category) => category.path === pathname);
  const owner = vendor
    ? onPath.find((category) => category.vendors.some((v) => v.vassalage === vendor.toUpperCase()))
    : undefined;
  return (owner ?? onPath[0])?.key ?? null;
}
