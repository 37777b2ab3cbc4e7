import { defineCall, type WinnerBoardEntry } from '@site/shared';

/** Winner board (spec §9 limit 20; newest first). */
export const getWinners = defineCall<
  { gameCategory: string; language: string; limitNum: number },
  { list: WinnerBoardEntry[] }
>({
  module: 'games',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getRankList',
  needsToken: false,
});
