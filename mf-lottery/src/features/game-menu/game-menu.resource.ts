import { defineCall, type LotteryCards } from '@site/shared';

/** spec §7 the game menu by prize mode. */
export const getGameMenu = defineCall<{ prizeMode?: string; device: 'WEB' }, LotteryCards>({
  module: 'lottery',
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  needsToken: false,
});

/** spec §7 the member's recent lottery games. */
export const getRecentGames = defineCall<void, LotteryCards>({
  module: 'lottery',
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  needsToken: true,
});

/** spec §7 the brand's popular lotteries (count 20), by prize mode and vendor. */
export const getPopularLotteries = defineCall<
  { count: number; prizeMode?: string; vendor?: string; device: 'WEB'; language: string },
  LotteryCards
>({ module: 'lottery', method: 'GET', path: '/lgw/games/popular', needsToken: false });
