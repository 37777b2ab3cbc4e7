/** spec §3: every key the site keeps in session storage, local storage and cookies. */
export const SESSION_KEYS = {
  token: 'token',
  cpw: 'cpw',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  platform: 'platform',
  nickname: 'nickname',
  account: 'account',
  username: 'username',
  customerId: 'customerId',
  isAgent: 'isAgent',
  toUpline: 'toUpline',
  memberLabel: 'memberLabel',
  gameVendor: 'gameVendor',
  routers: 'routers',
  settings: 'settings',
  validate: 'validate',
  indexNotice: 'index_notice',
  /** set when the login answered firstTimeLogin: the F announcements are shown (spec §4) */
  firstTimeLogin: 'firstTimeLogin',
  merchantWallet: 'merchantWallet',
  /** The shell's release session (issue 46): which canary share this tab falls in. */
  releaseSession: 'releaseSession',
  /** Versions of remotes that failed to load in this tab (issue 46), not tried again. */
  failedReleases: 'failedReleases',
} as const;

export const LOCAL_KEYS = {
  lang: 'lang',
  hisLang: 'hisLang',
  theme: 'theme',
  /** the brand's default theme as of the last visit: the next one starts in it (index.html too) */
  brandTheme: 'brandTheme',
  merchantCode: 'merchantCode',
  /** lottery favourites are kept per username: `${lotteryFavourites}:${username}` */
  lotteryFavourites: 'lotteryFavourites',
} as const;

export const COOKIE_KEYS = {
  lastUsername: 'lastUsername',
  savedPasswordPrefix: 'pwd_',
  loginRemember: 'loginRemember',
  loginTypeSms: 'loginTypeSms',
  /** a copy of LOCAL_KEYS.lang the site's server reads to serve the home banner in it */
  lang: 'lang',
} as const;

/**
 * Values a logout keeps (spec §4: session storage cleared, merchant values kept), and the
 * release session's, since a logout does not change the versions the tab runs.
 */
export const MERCHANT_SESSION_KEYS: readonly string[] = [
  SESSION_KEYS.merchant,
  SESSION_KEYS.merchantCode,
  SESSION_KEYS.platform,
  SESSION_KEYS.releaseSession,
  SESSION_KEYS.failedReleases,
];

/** spec §3 fixed config. */
export const FIXED_CONFIG = { platform: 'web', lotteryType: 'SEA', device: 'WEB' } as const;
