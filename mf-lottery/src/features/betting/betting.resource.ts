import {
  defineCall,
  type LotteryBet,
  type LotteryBetPage,
  type OpenedNumero,
  type PlaceLotteryBet,
} from '@site/shared';

/** spec §7 the draw open for betting on a game, its bet types and limits. */
export const getOpenedNumero = defineCall<{ gameCode: string }, OpenedNumero>({
  module: 'lottery',
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  needsToken: false,
});

export const placeLotteryBet = defineCall<PlaceLotteryBet, LotteryBet>({
  module: 'lottery',
  method: 'POST',
  path: '/lotto/lgw/bets',
  needsToken: true,
});

export const getMyLotteryBets = defineCall<
  { gameCode?: string; pageNo: number; pageSize: number },
  LotteryBetPage
>({ module: 'lottery', method: 'GET', path: '/lotto/lgw/bets', needsToken: true });
