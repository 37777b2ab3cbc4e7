import type { GameCategory, VendorCard } from '@site/shared';
import {
  activeCategoryKey,
  buildNavCategories,
  DEFAULT_CATEGORY_ORDER,
  NAV_VENDOR_LIMIT,
} from './nav-categories';

const vendor = (vassalage: string, gameType: string, isHot: 0 | 1 = 0): VendorCard => ({
  vassalage,
  displayName: `${vassalage} name`,
  smallIcon: '',
  isHot,
  accountTypeId: 1,
  gameType,
  nodeId: vassalage.length,
});
const lane = (gameType: string, codes: string[]): GameCategory => ({
  gameType,
  name: { bn: gameType, en: gameType },
  vendors: codes.map((code) => vendor(code, gameType)),
});

it('moves e-sports and cockfight vendors out of sports by the configured lists', () => {
  const categories = buildNavCategories([
    lane('LIVE', ['EVO']),
    lane('SPORTS', ['SABA', 'IMES', 'DS88', 'TF']),
  ]);
  expect(categories.map((c) => [c.key, c.vendors.map((v) => v.vassalage)])).toEqual([
    ['LIVE', ['EVO']],
    ['SPORTS', ['SABA']],
    ['ESPORTS', ['IMES', 'TF']],
    ['DS88', ['DS88']],
  ]);
  const custom = buildNavCategories([lane('SPORTS', ['SABA', 'IMES'])], {
    esports: ['SABA'],
    cockfight: [],
  });
  expect(custom.map((c) => [c.key, c.vendors.map((v) => v.vassalage)])).toEqual([
    ['SPORTS', ['IMES']],
    ['ESPORTS', ['SABA']],
  ]);
});

it('shows at most 6 vendors a drop-down and says when there are more', () => {
  const codes = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
  const [rng] = buildNavCategories([lane('RNG', codes)]);
  expect(rng!.vendors.map((v) => v.vassalage)).toEqual(codes.slice(0, NAV_VENDOR_LIMIT));
  expect(rng!.hasMore).toBe(true);
  const [fish] = buildNavCategories([lane('FISH', ['A', 'B'])]);
  expect(fish!.hasMore).toBe(false);
});

it('merges the two lottery kinds into one /lottery entry of the lottery remote', () => {
  const categories = buildNavCategories([lane('LOTT', ['TCG']), lane('ELOTT', ['WINGO'])]);
  expect(categories).toHaveLength(1);
  expect(categories[0]).toMatchObject({ key: 'LOTT', path: '/lottery', remote: 'lottery' });
  expect(categories[0]!.vendors.map((v) => v.vassalage)).toEqual(['TCG', 'WINGO']);
});

it('falls back to the default categories, without vendors, before the lanes arrive', () => {
  const categories = buildNavCategories(null);
  expect(categories.map((c) => c.key)).toEqual(DEFAULT_CATEGORY_ORDER);
  expect(categories.every((c) => c.vendors.length === 0)).toBe(true);
});

it('highlights one entry on /sports: cockfight only for its vendor, sports otherwise', () => {
  const categories = buildNavCategories([
    lane('LIVE', ['EVO']),
    lane('SPORTS', ['SABA', 'IMES', 'DS88']),
  ]);
  expect(activeCategoryKey(categories, '/sports', null)).toBe('SPORTS');
  expect(activeCategoryKey(categories, '/sports', 'SABA')).toBe('SPORTS');
  expect(activeCategoryKey(categories, '/sports', 'ds88')).toBe('DS88');
  expect(activeCategoryKey(categories, '/live', 'EVO')).toBe('LIVE');
  expect(activeCategoryKey(categories, '/vip', null)).toBeNull();
});
