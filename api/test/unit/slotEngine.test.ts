import {
  BET_OPTIONS_MINOR,
  drawGrid,
  evaluate,
  LINES,
  returnToPlayer,
  SLOT_MAX_PAYOUT_MULTIPLIER,
  SYMBOLS,
  type Grid,
} from '../../src/services/games/house/slotEngine.js';
import { buildGameCatalogue } from '../../src/db/seed/gameCatalogue.js';
import { maxPayoutMultiplierFor } from '../../src/services/games/maxPayout.js';

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

  it('derives its maximum payout from the paytable: 250 × the bet, which no draw exceeds', () => {
    expect(SLOT_MAX_PAYOUT_MULTIPLIER).toBe(250);
    const sevens: Grid = [0, 1, 2].map(() => ['SEVEN', 'SEVEN', 'SEVEN']);
    expect(evaluate(sevens, 1_000).winMinor).toBe(250 * 1_000);
    // Every other full grid pays less; random draws never exceed the ceiling.
    for (const symbol of SYMBOLS.filter((s) => s !== 'SEVEN')) {
      const full: Grid = [0, 1, 2].map(() => [symbol, symbol, symbol]);
      expect(evaluate(full, 1_000).winMinor).toBeLessThan(250 * 1_000);
    }
    for (let i = 0; i < 20_000; i += 1) {
      expect(evaluate(drawGrid(), 1_000).winMinor).toBeLessThanOrEqual(250 * 1_000);
    }
  });
});

describe('catalogue payout ceilings', () => {
  it('let every game pay at least what the house slot can, since the local provider plays them on it', () => {
    for (const game of buildGameCatalogue()) {
      expect(game.max_payout_multiplier).toBe(maxPayoutMultiplierFor(game));
      expect(game.max_payout_multiplier).toBeGreaterThanOrEqual(SLOT_MAX_PAYOUT_MULTIPLIER);
    }
    expect(
      maxPayoutMultiplierFor({ vassalage: 'HOUSE', game_type: 'RNG', game_classify: 'JP' }),
    ).toBe(SLOT_MAX_PAYOUT_MULTIPLIER);
  });
});
