import type { HouseRoundResult } from '@site/contracts';
import { slot5 } from '@site/house-games/engines';

/**
 * A round on the reels. The server decides the whole round (the base spin and any free spins) in
 * one answer; the page plays it back spin by spin: the reels roll, stop one by one from the left,
 * the spin's wins show, then the next free spin rolls. The round is finished when its last spin
 * has shown; only then does the header show the balance after the win.
 */
export type PlaybackState =
  | { phase: 'ready' }
  | { phase: 'requesting' }
  | {
      phase: 'rolling' | 'showing' | 'finished';
      result: HouseRoundResult;
      round: slot5.Slot5Round;
      /** 0 is the base spin, 1… the free spins. */
      spinIndex: number;
      /** Reels stopped in the spin on show, from the left. */
      stoppedReels: number;
    };

export type PlaybackAction =
  | { type: 'spin' }
  | { type: 'answered'; result: HouseRoundResult }
  | { type: 'refused' }
  | { type: 'reelStopped' }
  | { type: 'nextSpin' }
  | { type: 'skip' };

export const spinsOf = (round: slot5.Slot5Round): slot5.Spin[] => [round.base, ...round.freeSpins];

export function playbackReducer(state: PlaybackState, action: PlaybackAction): PlaybackState {
  switch (action.type) {
    case 'spin':
      return state.phase === 'ready' || state.phase === 'finished'
        ? { phase: 'requesting' }
        : state;
    case 'answered':
      return state.phase === 'requesting'
        ? {
            phase: 'rolling',
            result: action.result,
            round: action.result.outcome as slot5.Slot5Round,
            spinIndex: 0,
            stoppedReels: 0,
          }
        : state;
    case 'refused':
      return state.phase === 'requesting' ? { phase: 'ready' } : state;
    case 'reelStopped': {
      if (state.phase !== 'rolling') return state;
      const stoppedReels = state.stoppedReels + 1;
      if (stoppedReels < slot5.REELS) return { ...state, stoppedReels };
      const last = state.spinIndex === spinsOf(state.round).length - 1;
      return { ...state, stoppedReels, phase: last ? 'finished' : 'showing' };
    }
    case 'nextSpin':
      return state.phase === 'showing'
        ? { ...state, phase: 'rolling', spinIndex: state.spinIndex + 1, stoppedReels: 0 }
        : state;
    case 'skip':
      return state.phase === 'rolling' || state.phase === 'showing'
        ? {
            ...state,
            phase: 'finished',
            spinIndex: spinsOf(state.round).length - 1,
            stoppedReels: slot5.REELS,
          }
        : state;
  }
}

/** What the spins shown so far have won, free spins included. */
export const wonSoFar = (round: slot5.Slot5Round, spinIndex: number, spinShown: boolean) =>
  spinsOf(round)
    .slice(0, spinShown ? spinIndex + 1 : spinIndex)
    .reduce((sum, spin) => sum + spin.winMinor, 0);

/** The cells ("reel:row") a spin's wins light: each winning line's run and paying scatters. */
export function winningCells(spin: slot5.Spin): Set<string> {
  const cells = new Set<string>();
  for (const win of spin.lineWins)
    slot5.PAYLINES[win.line]!.slice(0, win.count).forEach((row, reel) =>
      cells.add(`${reel}:${row}`),
    );
  if (spin.scatterWinMinor > 0)
    spin.window.forEach((rows, reel) =>
      rows.forEach((symbol, row) => {
        if (symbol === slot5.SCATTER) cells.add(`${reel}:${row}`);
      }),
    );
  return cells;
}

/** Auto-play stops after a round that won this many times its bet or more. */
export const AUTOPLAY_STOP_MULTIPLE = 20;
export const AUTOPLAY_ROUNDS = [10, 25, 50, 100] as const;

export const stopsAutoplay = (round: slot5.Slot5Round) =>
  round.winMinor >= AUTOPLAY_STOP_MULTIPLE * round.stakeMinor;
