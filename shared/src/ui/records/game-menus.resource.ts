import { defineCall, type GameCategory } from '@site/shared';

/**
 * The game categories and their vendors, for the records' filters and category names. The
 * shell declares the same call, so the centre reads the shell's cached answer.
 */
export const getGameMenus = defineCall<void, { categories: GameCategory[] }>({
  module: 'games',
  method: 'GET',
  path: '/lgw/games/game_menus',
  needsToken: false,
});
