import type { LotteryCard, OpenedNumero } from '@site/shared';

/** Test fixtures of the lottery pages: a game's card and its betting screen. */

export const later = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

export const lotteryCard = (overrides: Partial<LotteryCard> = {}): LotteryCard => ({
  gameId: 1,
  gameCode: 'VN_FAST_1M',
  gameName: { en: 'Game VN_FAST_1M', bn: 'গেম VN_FAST_1M' },
  prizeMode: 'Lott',
  drawIntervalSeconds: 60,
  vendor: 'TCG_LOTTO_VN',
  nextDrawAt: later(60),
  resultFormat: 'NORTH',
  closesAt: later(50),
  latest: null,
  ...overrides,
});

export const openedNumero = (
  game: LotteryCard,
  betTypes: OpenedNumero['betTypes'],
  period = '202611240002',
): OpenedNumero => ({
  game,
  open: { period, drawAt: later(60), closesAt: later(50), commitment: 'c0ffee' },
  serverTime: new Date().toISOString(),
  betTypes,
  limits: { minStake: 1, maxStakePerNumber: 1000, maxTotalPerDraw: 100000, maxLines: 100 },
});
