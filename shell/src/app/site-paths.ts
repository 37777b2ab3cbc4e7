import type { RemoteKey } from '../config/remote-modules';

export const GAME_CATEGORY_PATHS = [
  '/live',
  '/sports',
  '/esports',
  '/rng',
  '/fish',
  '/pvp',
] as const;
export const LOTTERY_PATHS = ['/lottery', '/vnlottery'] as const;

/** spec §2: the header is hidden on these pages. */
export const HEADERLESS_PATHS: readonly string[] = ['/seamless', '/lottery'];

export type NavEntry = { path: string; labelKey: string; remote: RemoteKey | null };

export const NAV_ENTRIES: readonly NavEntry[] = [
  { path: '/', labelKey: 'nav.home', remote: null },
  { path: '/live', labelKey: 'nav.live', remote: 'lobby' },
  { path: '/sports', labelKey: 'nav.sports', remote: 'lobby' },
  { path: '/esports', labelKey: 'nav.esports', remote: 'lobby' },
  { path: '/rng', labelKey: 'nav.rng', remote: 'lobby' },
  { path: '/fish', labelKey: 'nav.fish', remote: 'lobby' },
  { path: '/pvp', labelKey: 'nav.pvp', remote: 'lobby' },
  { path: '/lottery', labelKey: 'nav.lottery', remote: 'lottery' },
  { path: '/pointMall', labelKey: 'nav.pointMall', remote: 'pointsMall' },
];
