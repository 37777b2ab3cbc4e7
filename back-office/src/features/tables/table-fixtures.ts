import type { OpsLiveTable, OpsTeenPattiTable } from '@site/contracts';

/** A baccarat table taking bets in round 4, as GET /ops/live/tables lists it (tests only). */
export const liveTableFixture = (overrides: Partial<OpsLiveTable> = {}): OpsLiveTable => ({
  id: '7',
  code: 'BACCARAT_1',
  game: 'BACCARAT',
  category: 'LIVE',
  name: { en: 'Baccarat 1', bn: 'ব্যাকারা ১' },
  paused: false,
  bettingSeconds: 15,
  limits: [
    { betType: 'PLAYER', min: 10, max: 50_000 },
    { betType: 'TIE', min: 10, max: 5_000 },
  ],
  nextLimits: null,
  round: {
    roundNo: 4,
    state: 'BETTING',
    closesAt: '2026-12-07T04:00:15.000Z',
    resultDueAt: '2026-12-07T04:00:21.000Z',
  },
  today: { stakes: 0, returns: 0, houseResult: 0 },
  ...overrides,
});

/** A teen patti table of five seats with a hand in play, as GET /ops/teen-patti/tables lists it. */
export const teenPattiTableFixture = (
  overrides: Partial<OpsTeenPattiTable> = {},
): OpsTeenPattiTable => ({
  id: '3',
  name: 'Boot 1',
  seats: 5,
  seated: 2,
  playing: true,
  paused: false,
  boot: 1,
  maxStake: 128,
  rakeBasisPoints: 500,
  nextBoot: null,
  nextRakeBasisPoints: null,
  todayRake: 0,
  ...overrides,
});
