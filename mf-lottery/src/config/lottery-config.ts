/** Every business constant of the lottery pages in one place (spec §7, §9). */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
/** spec §9: popular lotteries count 20; VN numbers count 100. */
export const POPULAR_COUNT = 20;
export const RESULTS_COUNT = 100;
/** The betting grid: every 2-digit number. */
export const GRID_NUMBERS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
/** How often open bets and results are re-read while a draw is due. */
export const REFRESH_MS = 3_000;
/** How often the cards' latest results and next draws are re-read. */
export const CARD_REFRESH_MS = 15_000;
/** The spec §7 lobby launch's fixed fields for the house's Vietnamese lottery. */
export const LOBBY_LAUNCH = { lottoArea: 'VN', launchMode: 'LOTT' } as const;
/** The house game /vnlottery opens on: the 1-minute fast draw. */
export const DEFAULT_VN_GAME = 'VN_FAST_1M';

/**
 * How a result's numbers (special prize first) fall into prizes: the northern region's 27 and
 * the southern and central regions' 18 (the API draws them in this order).
 */
export const RESULT_PRIZES = {
  NORTH: [
    ['special', 1],
    ['first', 1],
    ['second', 2],
    ['third', 6],
    ['fourth', 4],
    ['fifth', 6],
    ['sixth', 3],
    ['seventh', 4],
  ],
  SOUTH: [
    ['special', 1],
    ['first', 1],
    ['second', 1],
    ['third', 2],
    ['fourth', 7],
    ['fifth', 1],
    ['sixth', 3],
    ['seventh', 1],
    ['eighth', 1],
  ],
} as const satisfies Record<string, ReadonlyArray<readonly [string, number]>>;
