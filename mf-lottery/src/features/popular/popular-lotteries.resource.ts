import { defineCall, type PopularLottery } from '@site/shared';

/** spec §7 the brand's popular lotteries, by prize mode and vendor. */
export const getPopularLotteries = defineCall<
  { count: number; prizeMode?: string; vendor?: string; device: 'WEB'; language: string },
  { list: PopularLottery[] }
>({ module: 'lottery', method: 'GET', path: '/lgw/games/popular', needsToken: false });
