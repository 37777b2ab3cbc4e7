import { defineCall, type LotteryResults } from '@site/shared';

/** spec §7 a game's drawn results (VN numbers count 100), optionally of one day. */
export const getResults = defineCall<
  { gameCode: string; count: number; date?: string; tzOffset: number },
  LotteryResults
>({ module: 'lottery', method: 'GET', path: '/lgw/vn/numeros/opened/game', needsToken: false });
