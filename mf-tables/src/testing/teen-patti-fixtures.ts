import type { TeenPattiTableState } from '@site/contracts';

type Hand = NonNullable<TeenPattiTableState['hand']>;
type HandPlayer = Hand['players'][number];

/** A teen patti table's state as the API answers it, for tests: two seated, no hand. */
export function tableState(overrides: Partial<TeenPattiTableState> = {}): TeenPattiTableState {
  return {
    table: {
      id: '7',
      name: 'Boot 1',
      seats: 5,
      boot: 1,
      maxStake: 128,
      maxBlindChaals: 4,
      rakeBasisPoints: 500,
      turnSeconds: 30,
      seated: 2,
      playing: false,
      paused: false,
    },
    version: '10',
    seats: [
      { seat: 0, name: 'ra***im', you: true, ready: true },
      { seat: 1, name: 'ka***im', you: false, ready: true },
    ],
    yourSeat: 0,
    nextServerSeedHash: 'c'.repeat(64),
    hand: null,
    ...overrides,
  };
}

export const player = (seat: number, overrides: Partial<HandPlayer> = {}): HandPlayer => ({
  seat,
  you: false,
  status: 'BLIND',
  staked: 1,
  blindChaals: 0,
  cards: null,
  handCategory: null,
  ...overrides,
});

/** A hand in play at seats 0 (the member) and 1, seat 0 on turn. */
export function hand(overrides: Partial<Hand> = {}): Hand {
  return {
    id: '40',
    handNo: 3,
    state: 'PLAYING',
    pot: 2,
    stake: 1,
    turnSeat: 0,
    turnDeadline: new Date(Date.now() + 30_000).toISOString(),
    sideShow: null,
    players: [player(0, { you: true }), player(1)],
    yourChaal: 1,
    yourRaise: 2,
    winnerSeat: null,
    endedBy: null,
    rake: null,
    serverSeedHash: 'a'.repeat(64),
    serverSeed: null,
    clientSeed: 'teenpatti:7',
    nonce: 3,
    ...overrides,
  };
}
