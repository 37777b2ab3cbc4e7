import type { LiveTableCard } from '@site/contracts';

/** A dragon tiger table's card for the tests: its round `roundNo` taking bets, `results` won by the tiger. */
export const testCard = (code: string, roundNo: number, results: number[] = []): LiveTableCard => ({
  code,
  game: 'DRAGON_TIGER',
  category: 'LIVE',
  name: { en: `Table ${code}`, bn: `টেবিল ${code}` },
  bettingSeconds: 10,
  paused: false,
  limits: [{ betType: 'DRAGON', min: 10, max: 1_000 }],
  round: {
    roundNo,
    state: 'BETTING',
    openedAt: '2026-12-07T08:00:00.000Z',
    closesAt: '2026-12-07T08:00:10.000Z',
    resultDueAt: '2026-12-07T08:00:15.000Z',
    serverSeedHash: 'hash',
    posted: null,
    outcome: null,
    winner: null,
    resultedAt: null,
    serverSeed: null,
  },
  lastResults: results.map((n) => ({ roundNo: n, winner: 'TIGER' })),
});
