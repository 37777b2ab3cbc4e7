/**
 * Every business constant of the lobby in one place (spec §9), so a brand or a test changes a
 * number here and nowhere else.
 */
export const LOBBY_CONFIG = {
  /** spec §9 game page size. */
  pageSize: 14,
  /** spec §3/§9 clientType of the list, favourite and recent queries. */
  clientType: 3,
  /** spec §3 platform of the game list query. */
  listPlatform: 'flash,html5-desktop',
  /** spec §7 platform of the favourite list query. */
  favouritePlatform: 'flash',
  /** spec §9 hot-games platform code (isPlatform). */
  hotPlatformCode: 2,
  /** spec §9 vendor tabs get arrows when there are more than this many vendors. */
  vendorArrowsAbove: 7,
  /** spec §9 infinite scroll throttle. */
  scrollThrottleMs: 200,
  /** spec §9 lazy images: observer threshold, 1.3 viewport preload, 3 retries. */
  lazyImage: { threshold: 0.1, preloadViewport: 1.3, retries: 3, retryDelayMs: 600 },
  /** spec §9 minimum-bet filter options ('' = all). */
  minBetOptions: ['', '0.01', '0.05', '0.1', '0.5', '0.75'] as const,
  /** spec §9 RNG classifications; BG only where the TY language is supported. */
  rngClassifications: ['SC', 'VP', 'TG', 'AC', 'JP'] as const,
  bingoClassification: 'BG',
  bingoLanguage: 'TY',
  /** spec §4/§9 jackpot counter. */
  jackpot: { stepAmount: 165.11, stepMs: 3000, baseAmount: 88_000_000 },
  /** spec §9 winner board size. */
  winnersLimit: 20,
  /** spec §2 categories and vendors that open the lottery page instead of a launch. */
  lotteryGameTypes: ['LOTT', 'ELOTT'] as readonly string[],
  lotteryVendors: ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'] as readonly string[],
  /**
   * Issue 43: entries that open the house sportsbook (mf-sportsbook at /fbsports): the /sports
   * entries of these classifications, and every entry of these game types (its e-sports line).
   */
  sportsbook: {
    path: '/fbsports',
    classifications: ['SPORTSBOOK'] as readonly string[],
    esportsGameTypes: ['ESPORTS'] as readonly string[],
  },
  /** Issue 42: entries of these game types open the members' teen patti tables (mf-tables). */
  teenPatti: { path: '/teenpatti', gameTypes: ['PVP'] as readonly string[] },
  /**
   * Issue 42: live entries of the games the house deals at a shared table, and DS88's
   * cockfights, open that table (mf-tables at /liveTable), by the entry's classification.
   */
  liveTables: {
    path: '/liveTable',
    gameTypes: ['LIVE', 'SPORTS'] as readonly string[],
    tableOfClassify: {
      BAC: 'BACCARAT_1',
      ROU: 'ROULETTE_1',
      DT: 'DRAGON_TIGER_1',
      COCKFIGHT: 'COCKFIGHT_1',
    } as Readonly<Record<string, string>>,
  },
  /** spec §2 isGame value that opens the vendor's popup game list. */
  vendorPopupFlag: 'VASSALAGE',
  /** Card size reserved before data arrives, so nothing shifts (px). */
  card: { minWidth: 150, imageRatio: 1, textHeight: 64, gap: 12 },
} as const;

export type ListType = '' | 'hot' | 'fav' | 'recent';
export const LIST_TYPES: readonly ListType[] = ['', 'hot', 'fav', 'recent'];

export type MinBetOption = (typeof LOBBY_CONFIG.minBetOptions)[number];
