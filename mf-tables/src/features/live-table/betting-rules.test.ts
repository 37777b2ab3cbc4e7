import type { LiveMyBets, LivePlacement } from '@site/contracts';
import {
  bettingReducer,
  chipValuesMinor,
  emptyBetting,
  laidProblem,
  lastUndoablePlacement,
  myChipsOn,
  previousRoundChips,
  totalsBySpot,
  type BettingAction,
} from './betting-rules';

const baccaratTable = {
  game: 'BACCARAT' as const,
  limits: [
    { betType: 'PLAYER', min: 10, max: 50_000 },
    { betType: 'TIE', min: 10, max: 5_000 },
  ],
};
const rouletteTable = {
  game: 'ROULETTE' as const,
  limits: [
    { betType: 'STRAIGHT', min: 10, max: 1_000 },
    { betType: 'EVEN_CHANCE', min: 10, max: 20_000 },
  ],
};

const placement = (overrides: Partial<LivePlacement>): LivePlacement => ({
  clientKey: 'key-00001',
  roundNo: 7,
  state: 'PLACED',
  total: 10,
  paidReturn: 0,
  chips: [{ spot: 'PLAYER', amount: 10, paidReturn: null }],
  createdAt: '2026-12-07T04:00:00.000Z',
  ...overrides,
});

const run = (actions: BettingAction[]) => actions.reduce(bettingReducer, emptyBetting(1_000));

describe('the chips laid before they are sent', () => {
  it('lays the chip in hand, undoes the last one, repeats and clears', () => {
    const state = run([
      { type: 'round', roundNo: 7 },
      { type: 'lay', spot: 'PLAYER' },
      { type: 'chip', amountMinor: 5_000 },
      { type: 'lay', spot: 'PLAYER' },
      { type: 'lay', spot: 'TIE' },
      { type: 'undo' },
    ]);
    expect(state.laid).toEqual([
      { spot: 'PLAYER', amountMinor: 1_000 },
      { spot: 'PLAYER', amountMinor: 5_000 },
    ]);
    expect(totalsBySpot(state.laid)).toEqual(new Map([['PLAYER', 6_000]]));
    const repeated = bettingReducer(state, {
      type: 'repeat',
      chips: [{ spot: 'TIE', amountMinor: 2_000 }],
    });
    expect(repeated.laid).toHaveLength(3);
    expect(bettingReducer(repeated, { type: 'clear' }).laid).toEqual([]);
  });

  it('drops chips not sent when a new round opens, keeps them on the same round', () => {
    const laid = run([
      { type: 'round', roundNo: 7 },
      { type: 'lay', spot: 'PLAYER' },
    ]);
    expect(bettingReducer(laid, { type: 'round', roundNo: 7 })).toBe(laid);
    expect(bettingReducer(laid, { type: 'round', roundNo: 8 }).laid).toEqual([]);
  });
});

describe('the chips a table offers', () => {
  it('are multiples of the smallest minimum up to the largest maximum', () => {
    expect(chipValuesMinor(baccaratTable.limits)).toEqual([
      1_000, 5_000, 10_000, 50_000, 100_000, 500_000,
    ]);
    expect(chipValuesMinor([{ betType: 'X', min: 10, max: 100 }])).toEqual([1_000, 5_000, 10_000]);
    expect(chipValuesMinor([])).toEqual([]);
  });
});

describe('what the API would refuse', () => {
  it('checks the limits per spot with what the member already has on it', () => {
    expect(laidProblem(baccaratTable, [{ spot: 'PLAYER', amountMinor: 500 }], [])).toEqual({
      problem: 'BELOW_LIMIT',
      spot: 'PLAYER',
    });
    expect(
      laidProblem(
        baccaratTable,
        [{ spot: 'TIE', amountMinor: 300_000 }],
        [{ spot: 'TIE', amountMinor: 300_000 }],
      ),
    ).toEqual({ problem: 'ABOVE_LIMIT', spot: 'TIE' });
    expect(laidProblem(baccaratTable, [{ spot: 'TIE', amountMinor: 1_000 }], [])).toEqual({
      problem: null,
      spot: null,
    });
  });

  it('takes roulette limits by the bet type of the spot', () => {
    expect(laidProblem(rouletteTable, [{ spot: 'STRAIGHT:17', amountMinor: 200_000 }], [])).toEqual(
      {
        problem: 'ABOVE_LIMIT',
        spot: 'STRAIGHT:17',
      },
    );
    expect(
      laidProblem(rouletteTable, [{ spot: 'RED', amountMinor: 200_000 }], []).problem,
    ).toBeNull();
  });

  it('sends at most 20 spots at once', () => {
    const laid = Array.from({ length: 21 }, (_, n) => ({
      spot: `STRAIGHT:${n}`,
      amountMinor: 1_000,
    }));
    expect(laidProblem(rouletteTable, laid, []).problem).toBe('TOO_MANY_SPOTS');
  });
});

describe("the member's placements", () => {
  const mine: LiveMyBets = {
    roundNo: 8,
    placements: [
      placement({
        roundNo: 7,
        clientKey: 'old-00001',
        chips: [{ spot: 'BANKER', amount: 20, paidReturn: 39 }],
        state: 'SETTLED',
      }),
      placement({ roundNo: 8, clientKey: 'new-00001', createdAt: '2026-12-07T04:01:00.000Z' }),
      placement({
        roundNo: 8,
        clientKey: 'new-00002',
        createdAt: '2026-12-07T04:01:05.000Z',
        chips: [{ spot: 'TIE', amount: 10.5, paidReturn: null }],
      }),
      placement({
        roundNo: 8,
        clientKey: 'gone-0001',
        state: 'UNDONE',
        createdAt: '2026-12-07T04:01:09.000Z',
      }),
    ],
  };

  it("counts the round's chips in minor units, leaving undone placements out", () => {
    expect(myChipsOn(mine, 8)).toEqual([
      { spot: 'PLAYER', amountMinor: 1_000 },
      { spot: 'TIE', amountMinor: 1_050 },
    ]);
    expect(myChipsOn(undefined, 8)).toEqual([]);
  });

  it('repeats the round before and takes back the newest placement still open', () => {
    expect(previousRoundChips(mine, 8)).toEqual([{ spot: 'BANKER', amountMinor: 2_000 }]);
    expect(previousRoundChips(mine, 7)).toEqual([]);
    expect(lastUndoablePlacement(mine, 8)?.clientKey).toBe('new-00002');
    expect(lastUndoablePlacement(mine, 9)).toBeUndefined();
  });
});
