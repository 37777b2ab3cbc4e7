import { defineCall, type GameCategory } from '@site/shared';

/**
 * The game categories and their vendors. The lobby declares the same call: once the shell has
 * the answer, the lobby reads it from the page's cache instead of asking again.
 */
export const getGameMenus = defineCall<void, { categories: GameCategory[] }>({
  module: 'games',
  method: 'GET',
  path: '/lgw/games/game_menus',
  needsToken: false,
});
