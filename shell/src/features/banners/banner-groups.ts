/** spec §2 banner area: the group of banners each route shows (none elsewhere). */
const GROUP_BY_PATH: Record<string, string> = {
  '/': 'w_home',
  '/index': 'w_home',
  '/index.html': 'w_home',
  '/home': 'w_home',
  // the register and login routes are home with their modal over it
  '/register': 'w_home',
  '/login': 'w_home',
  '/register.html': 'w_home',
  '/rng': 'w_rng',
  '/live': 'w_live',
  '/fish': 'w_fish',
  '/pvp': 'w_pvp',
  '/sports': 'w_sports',
  '/esports': 'w_esports',
  '/elott': 'w_lott',
  '/down': 'w_down',
  '/download': 'w_down',
  '/promotions': 'w_promotion',
  '/pointMall': 'w_shop',
  '/help': 'w_help',
};

/** The login and register modals show their own groups. */
export const MODAL_BANNER_GROUPS = { login: 'w_login', register: 'w_reg' } as const;

export function bannerGroupFor(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return GROUP_BY_PATH[path] ?? null;
}

/** spec §9: banners autoplay every 5000 ms when there is more than one. */
export const BANNER_AUTOPLAY_MS = 5000;
