import { defineCall, type GameCategory } from '@site/shared';

/**
 * The game categories and their vendors. The shell declares the same call for its header and
 * home page, so the lobby finds the answer in the page's cache instead of asking again.
 */
export const getGameMenus = defineCall<void, { categories: GameCategory[] }>({
  module: 'games',
  method: 'GET',
  path: '/lgw/games/game_menus',
  needsToken: false,
});
