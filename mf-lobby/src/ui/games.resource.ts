import { defineCall, type Game, type GameCategory } from '@site/shared';

/**
 * The lobby's calls that more than one of its features makes (the page's vendors, the list's
 * hot type, the home page's hot strip), so they sit below the features.
 */

/**
 * The game categories and their vendors. The shell declares the same call for its home page,
 * so the lobby finds the answer in the page's cache instead of asking again.
 */
export const getGameMenus = defineCall<void, { categories: GameCategory[] }>({
  module: 'games',
  method: 'GET',
  path: '/lgw/games/game_menus',
  needsToken: false,
});

/** spec §7 hot games of a vendor (isPlatform 2, §9). */
export const getHotGames = defineCall<
  {
    merchantCode: string;
    isPlatform: number;
    gameType?: string;
    vassalage: string;
    platform: string;
    language: string;
  },
  { list: Game[] }
>({ module: 'games', method: 'GET', path: '/wps/relay/GCSGAME_hotGamesV2', needsToken: false });
