import type { HouseRoundResult } from '@site/contracts';
import { slot5 } from '@site/house-games/engines';
import { FairStream } from '@site/house-games/fair';
import {
  playbackReducer,
  stopsAutoplay,
  winningCells,
  wonSoFar,
  type PlaybackState,
} from './slot5-playback';

const theme = slot5.themeFor('JILI_TEST_SLOT5', 'Test');
const stakeMinor = theme.bet.minMinor;

/** The first round from nonce 0 up whose free-spin count is (or is not) zero. */
function roundWith(freeSpins: boolean): slot5.Slot5Round {
  for (let nonce = 0; ; nonce += 1) {
    const round = slot5.playSlot5(
      theme,
      new FairStream({ serverSeed: 'server', clientSeed: 'client', nonce }),
      stakeMinor,
    );
    if (round.freeSpins.length > 0 === freeSpins) return round;
  }
}

const resultOf = (round: slot5.Slot5Round): HouseRoundResult => ({
  roundId: 'r1',
  bet: round.stakeMinor / 100,
  win: round.winMinor / 100,
  balance: 100,
  fair: { serverSeedHash: 'h', clientSeed: 'client', nonce: 0 },
  outcome: round,
});

const answered = (round: slot5.Slot5Round): PlaybackState =>
  playbackReducer(playbackReducer({ phase: 'ready' }, { type: 'spin' }), {
    type: 'answered',
    result: resultOf(round),
  });

const stopAllReels = (state: PlaybackState) => {
  for (let reel = 0; reel < slot5.REELS; reel += 1)
    state = playbackReducer(state, { type: 'reelStopped' });
  return state;
};

describe('a 5-reel round played back', () => {
  it('finishes a spin without free spins when its fifth reel stops', () => {
    let state = answered(roundWith(false));
    for (let reel = 0; reel < slot5.REELS - 1; reel += 1)
      state = playbackReducer(state, { type: 'reelStopped' });
    expect(state.phase).toBe('rolling');
    expect(playbackReducer(state, { type: 'reelStopped' }).phase).toBe('finished');
  });

  it('plays every free spin in turn, adding its win, and finishes after the last', () => {
    const round = roundWith(true);
    let state = stopAllReels(answered(round));
    for (let free = 1; free <= round.freeSpins.length; free += 1) {
      expect(state.phase).toBe('showing');
      state = stopAllReels(playbackReducer(state, { type: 'nextSpin' }));
      expect(state).toMatchObject({ spinIndex: free });
    }
    expect(state.phase).toBe('finished');
    expect(wonSoFar(round, round.freeSpins.length, true)).toBe(round.winMinor);
  });

  it('skips to the end of the round, and cannot spin again while one plays', () => {
    const round = roundWith(true);
    const rolling = answered(round);
    expect(playbackReducer(rolling, { type: 'spin' })).toBe(rolling);
    expect(playbackReducer(rolling, { type: 'skip' })).toMatchObject({
      phase: 'finished',
      spinIndex: round.freeSpins.length,
      stoppedReels: slot5.REELS,
    });
  });

  it('goes back to ready when the server refuses the spin', () => {
    const requesting = playbackReducer({ phase: 'ready' }, { type: 'spin' });
    expect(playbackReducer(requesting, { type: 'refused' })).toEqual({ phase: 'ready' });
  });

  it('lights the cells of each winning line run and of paying scatters', () => {
    const spin: slot5.Spin = {
      stops: [0, 0, 0, 0, 0],
      window: [
        ['S', 'H1', 'L1'],
        ['L2', 'H1', 'L1'],
        ['S', 'W', 'L3'],
        ['L4', 'L5', 'S'],
        ['L1', 'L2', 'L3'],
      ],
      lineWins: [{ line: 0, symbol: 'H1', count: 3, winMinor: 100 }],
      scatters: 3,
      scatterWinMinor: 200,
      multiplier: 1,
      winMinor: 300,
    };
    expect([...winningCells(spin)].sort()).toEqual(['0:0', '0:1', '1:1', '2:0', '2:1', '3:2']);
  });

  it('stops auto-play on a win of 20 times the bet or more', () => {
    const round = roundWith(false);
    expect(stopsAutoplay({ ...round, winMinor: 20 * round.stakeMinor })).toBe(true);
    expect(stopsAutoplay({ ...round, winMinor: 20 * round.stakeMinor - 1 })).toBe(false);
  });
});
