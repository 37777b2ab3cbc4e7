import {
  BET_OPTIONS_MINOR,
  drawGrid,
  evaluate,
  LINES,
  returnToPlayer,
  type Grid,
} from '../../src/services/games/house/slotEngine.js';

describe('house slot engine', () => {
  it('returns about 94.27 % to the player, below 100 %', () => {
    expect(returnToPlayer()).toBeCloseTo(8_730 / 9_261, 10);
  });

  it('pays every winning line, line bet × multiplier', () => {
    const all: Grid = [
      ['SEVEN', 'SEVEN', 'SEVEN'],
      ['SEVEN', 'SEVEN', 'SEVEN'],
      ['SEVEN', 'SEVEN', 'SEVEN'],
    ];
    expect(evaluate(all, 100).winMinor).toBe(5 * 20 * 250);
    const middle: Grid = [
      ['CLUB', 'HEART', 'STAR'],
      ['BAR', 'BAR', 'BAR'],
      ['STAR', 'CLUB', 'HEART'],
    ];
    expect(evaluate(middle, 50)).toEqual({
      lines: [{ line: 1, symbol: 'BAR', winMinor: 10 * 100 }],
      winMinor: 1_000,
    });
    const diagonal: Grid = [
      ['CLUB', 'HEART', 'STAR'],
      ['BAR', 'STAR', 'DIAMOND'],
      ['STAR', 'CLUB', 'HEART'],
    ];
    expect(evaluate(diagonal, 10).lines).toEqual([{ line: 5, symbol: 'STAR', winMinor: 2 * 50 }]);
    const none: Grid = [
      ['CLUB', 'HEART', 'STAR'],
      ['BAR', 'DIAMOND', 'SEVEN'],
      ['STAR', 'CLUB', 'HEART'],
    ];
    expect(evaluate(none, 10)).toEqual({ lines: [], winMinor: 0 });
  });

  it('keeps line bets whole and draws full grids', () => {
    for (const bet of BET_OPTIONS_MINOR) expect(bet % LINES.length).toBe(0);
    const grid = drawGrid();
    expect(grid).toHaveLength(3);
    for (const row of grid) expect(row).toHaveLength(3);
  });
});
