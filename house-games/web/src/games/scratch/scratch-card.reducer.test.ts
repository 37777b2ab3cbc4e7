import type { HouseRoundResult } from '@site/contracts';
import { scratchReducer, type ScratchState } from './scratch-card.reducer';

const result = {
  roundId: 'r1',
  bet: 1,
  win: 5,
  balance: 104,
  fair: { serverSeedHash: 'h', clientSeed: 'c', nonce: 0 },
  outcome: {
    stakeMinor: 100,
    cells: [0, 1, 2, 3, 3, 3, 4, 5, 6],
    prizeIndex: 3,
    winningCells: [3, 4, 5],
    winMinor: 500,
  },
} satisfies HouseRoundResult;

const bought = (): ScratchState =>
  scratchReducer(scratchReducer({ phase: 'ready' }, { type: 'buy' }), { type: 'bought', result });

describe('a scratch card on the table', () => {
  it('is finished only when its ninth cell is scratched', () => {
    let state = bought();
    for (let cell = 0; cell < 8; cell += 1)
      state = scratchReducer(state, { type: 'scratched', cell });
    expect(state.phase).toBe('scratching');
    state = scratchReducer(state, { type: 'scratched', cell: 8 });
    expect(state.phase).toBe('finished');
  });

  it('cannot be bought twice while one is being bought or scratched', () => {
    const buying = scratchReducer({ phase: 'ready' }, { type: 'buy' });
    expect(scratchReducer(buying, { type: 'buy' })).toBe(buying);
    const scratching = bought();
    expect(scratchReducer(scratching, { type: 'buy' })).toBe(scratching);
  });

  it('reveals every cell at once, and a refused purchase goes back to ready', () => {
    expect(scratchReducer(bought(), { type: 'revealAll' }).phase).toBe('finished');
    const buying = scratchReducer({ phase: 'ready' }, { type: 'buy' });
    expect(scratchReducer(buying, { type: 'refused' })).toEqual({ phase: 'ready' });
  });

  it('ignores a cell scratched twice', () => {
    const once = scratchReducer(bought(), { type: 'scratched', cell: 2 });
    expect(scratchReducer(once, { type: 'scratched', cell: 2 })).toBe(once);
  });
});
