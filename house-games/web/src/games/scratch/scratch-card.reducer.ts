import type { HouseRoundResult } from '@site/contracts';
import type { scratch } from '@site/house-games/engines';

export const CELL_COUNT = 9;

/**
 * A bought card on the table: bought (decided and paid by the server), then scratched cell by
 * cell; it is finished when every cell shows. The wallet's balance after the win is shown only
 * then, so the header does not tell the result before the foil does.
 */
export type ScratchState =
  | { phase: 'ready' }
  | { phase: 'buying' }
  | {
      phase: 'scratching' | 'finished';
      result: HouseRoundResult;
      card: scratch.ScratchCard;
      shown: boolean[];
    };

export type ScratchAction =
  | { type: 'buy' }
  | { type: 'bought'; result: HouseRoundResult }
  | { type: 'refused' }
  | { type: 'scratched'; cell: number }
  | { type: 'revealAll' };

const withShown = (state: ScratchState, shown: boolean[]): ScratchState =>
  state.phase === 'scratching'
    ? { ...state, shown, phase: shown.every(Boolean) ? 'finished' : 'scratching' }
    : state;

export function scratchReducer(state: ScratchState, action: ScratchAction): ScratchState {
  switch (action.type) {
    case 'buy':
      return state.phase === 'buying' || state.phase === 'scratching' ? state : { phase: 'buying' };
    case 'bought':
      return {
        phase: 'scratching',
        result: action.result,
        card: action.result.outcome as scratch.ScratchCard,
        shown: Array.from({ length: CELL_COUNT }, () => false),
      };
    case 'refused':
      return state.phase === 'buying' ? { phase: 'ready' } : state;
    case 'scratched':
      if (state.phase !== 'scratching' || state.shown[action.cell]) return state;
      return withShown(
        state,
        state.shown.map((shown, cell) => shown || cell === action.cell),
      );
    case 'revealAll':
      return withShown(
        state,
        Array.from({ length: CELL_COUNT }, () => true),
      );
  }
}
