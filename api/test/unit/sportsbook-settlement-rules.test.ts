import {
  betReturnMinor,
  cashOutValueMinor,
  combinedOddsMilli,
  deadHeatOf,
  fairOddsMilli,
  legFactor,
  potentialReturnMinor,
  selectionOutcome,
  SettlementRuleError,
  type LegOutcome,
  type MarketResult,
} from '../../src/services/sportsbook/settlementRules.js';

/** A line in goals (−0.25, 2.75) as the quarters the rules take. */
const q = (goals: number) => Math.round(goals * 4);
const score = (home: number, away: number): MarketResult => ({ kind: 'SCORE', home, away });
const total = (value: number): MarketResult => ({ kind: 'TOTAL', total: value });

describe('a selection’s outcome from its market’s result', () => {
  it('winner markets: a listed code wins, any other loses', () => {
    const result: MarketResult = { kind: 'WINNERS', winners: ['HOME'] };
    expect(selectionOutcome({ code: 'HOME' }, result)).toBe('WIN');
    expect(selectionOutcome({ code: 'DRAW' }, result)).toBe('LOSE');
    expect(selectionOutcome({ code: 'AWAY' }, result)).toBe('LOSE');
  });

  it('a dead heat shares the win: a winning leg pays odds / n', () => {
    const result: MarketResult = { kind: 'WINNERS', winners: ['BAT_1', 'BAT_7'] };
    expect(selectionOutcome({ code: 'BAT_7' }, result)).toBe('WIN');
    expect(deadHeatOf({ code: 'BAT_7' }, result)).toBe(2);
    expect(deadHeatOf({ code: 'BAT_2' }, result)).toBe(1);
    // 1,000 on 6.00 sharing with another: 500 × 6 = 3,000.
    expect(betReturnMinor(1_000n, [{ outcome: 'WIN', oddsMilli: 6_000, deadHeat: 2 }])).toBe(
      3_000n,
    );
    expect(() => legFactor('WIN', 2_000, 0)).toThrow(SettlementRuleError);
  });

  it('a voided market voids every selection, with or without a line', () => {
    expect(selectionOutcome({ code: 'HOME' }, { kind: 'VOID' })).toBe('VOID');
    expect(selectionOutcome({ code: 'OVER', lineQuarters: q(2.5) }, { kind: 'VOID' })).toBe('VOID');
  });

  // Every Asian handicap line from −2 to +2 in quarters, home side, against margins −3 … +3.
  // Expected from the standard table: the margin plus the line, per half for a quarter line.
  const handicapTable: Array<[number, number, LegOutcome]> = [
    [0, 0, 'PUSH'],
    [0, 1, 'WIN'],
    [0, -1, 'LOSE'],
    [-0.25, 0, 'HALF_LOSE'],
    [-0.25, 1, 'WIN'],
    [-0.25, -1, 'LOSE'],
    [0.25, 0, 'HALF_WIN'],
    [0.25, -1, 'LOSE'],
    [-0.5, 0, 'LOSE'],
    [-0.5, 1, 'WIN'],
    [0.5, 0, 'WIN'],
    [0.5, -1, 'LOSE'],
    [-0.75, 1, 'HALF_WIN'],
    [-0.75, 2, 'WIN'],
    [-0.75, 0, 'LOSE'],
    [0.75, -1, 'HALF_LOSE'],
    [0.75, 0, 'WIN'],
    [-1, 1, 'PUSH'],
    [-1, 2, 'WIN'],
    [1, -1, 'PUSH'],
    [-1.25, 1, 'HALF_LOSE'],
    [-1.25, 2, 'WIN'],
    [1.25, -1, 'HALF_WIN'],
    [-1.75, 2, 'HALF_WIN'],
    [-1.75, 1, 'LOSE'],
    [1.75, -2, 'HALF_LOSE'],
    [-2, 2, 'PUSH'],
    [-2, 3, 'WIN'],
    [2, -3, 'LOSE'],
  ];
  it.each(handicapTable)('handicap home %p with the home side %p ahead: %s', (line, lead, want) => {
    const [home, away] = lead >= 0 ? [lead + 1, 1] : [1, 1 - lead];
    expect(selectionOutcome({ code: 'HOME', lineQuarters: q(line) }, score(home, away))).toBe(want);
    // The same bet seen from the other side: the away team with the mirrored line and score.
    expect(selectionOutcome({ code: 'AWAY', lineQuarters: q(line) }, score(away, home))).toBe(want);
  });

  const totalsTable: Array<[number, number, LegOutcome, LegOutcome]> = [
    [2.5, 3, 'WIN', 'LOSE'],
    [2.5, 2, 'LOSE', 'WIN'],
    [2, 2, 'PUSH', 'PUSH'],
    [2, 3, 'WIN', 'LOSE'],
    [2.25, 2, 'HALF_LOSE', 'HALF_WIN'],
    [2.25, 3, 'WIN', 'LOSE'],
    [2.75, 3, 'HALF_WIN', 'HALF_LOSE'],
    [2.75, 2, 'LOSE', 'WIN'],
    [2.75, 4, 'WIN', 'LOSE'],
    [0.25, 0, 'HALF_LOSE', 'HALF_WIN'],
    [0.5, 0, 'LOSE', 'WIN'],
    [0.75, 1, 'HALF_WIN', 'HALF_LOSE'],
    [165.5, 166, 'WIN', 'LOSE'],
    [165.5, 165, 'LOSE', 'WIN'],
  ];
  it.each(totalsTable)(
    'total line %p with %p scored: over %s, under %s',
    (line, n, over, under) => {
      expect(selectionOutcome({ code: 'OVER', lineQuarters: q(line) }, total(n))).toBe(over);
      expect(selectionOutcome({ code: 'UNDER', lineQuarters: q(line) }, total(n))).toBe(under);
    },
  );

  it('refuses a line-less handicap, an unknown code, and a figure that is not whole', () => {
    expect(() => selectionOutcome({ code: 'HOME' }, score(1, 0))).toThrow(SettlementRuleError);
    expect(() => selectionOutcome({ code: 'DRAW', lineQuarters: 0 }, score(1, 0))).toThrow(
      SettlementRuleError,
    );
    expect(() => selectionOutcome({ code: 'HOME', lineQuarters: 0 }, total(3))).toThrow(
      SettlementRuleError,
    );
    expect(() => selectionOutcome({ code: 'OVER', lineQuarters: 10 }, total(2.5))).toThrow(
      SettlementRuleError,
    );
    expect(() => selectionOutcome({ code: 'OVER', lineQuarters: 10 }, total(-1))).toThrow(
      SettlementRuleError,
    );
    expect(() => selectionOutcome({ code: 'OVER', lineQuarters: 2.5 }, total(1))).toThrow(
      SettlementRuleError,
    );
  });
});

describe('a bet’s return, in minor units', () => {
  it('a single: win at the odds, lose nothing, void and push the stake, halves', () => {
    const single = (outcome: LegOutcome) =>
      betReturnMinor(10_000n, [{ outcome, oddsMilli: 1_950 }]);
    expect(single('WIN')).toBe(19_500n);
    expect(single('LOSE')).toBe(0n);
    expect(single('VOID')).toBe(10_000n);
    expect(single('PUSH')).toBe(10_000n);
    expect(single('HALF_WIN')).toBe(14_750n); // 5,000 × 1.95 + 5,000
    expect(single('HALF_LOSE')).toBe(5_000n);
  });

  it('a multiple multiplies its legs: void at 1, half-win at (odds + 1) / 2, half-lose at 0.5', () => {
    const legs = [
      { outcome: 'WIN' as const, oddsMilli: 2_000 },
      { outcome: 'VOID' as const, oddsMilli: 3_500 },
      { outcome: 'HALF_WIN' as const, oddsMilli: 1_900 },
      { outcome: 'HALF_LOSE' as const, oddsMilli: 2_100 },
    ];
    // 10,000 × 2 × 1 × 1.45 × 0.5 = 14,500
    expect(betReturnMinor(10_000n, legs)).toBe(14_500n);
    expect(betReturnMinor(10_000n, [...legs, { outcome: 'LOSE', oddsMilli: 1_010 }])).toBe(0n);
    expect(
      betReturnMinor(10_000n, [
        { outcome: 'VOID', oddsMilli: 2_000 },
        { outcome: 'PUSH', oddsMilli: 2_000 },
      ]),
    ).toBe(10_000n);
  });

  it('rounds once, down, losing the player less than one unit', () => {
    // 333 × 1.333 × 1.777 = 788.79… exactly; the house keeps the 0.79 and nothing more.
    const exact = (333 * 1333 * 1777) / 1e6;
    const paid = betReturnMinor(333n, [
      { outcome: 'WIN', oddsMilli: 1_333 },
      { outcome: 'WIN', oddsMilli: 1_777 },
    ]);
    expect(paid).toBe(788n);
    expect(exact - Number(paid)).toBeGreaterThanOrEqual(0);
    expect(exact - Number(paid)).toBeLessThan(1);
    // A half-win on an odd stake: 101 × (1.901 + 1) / 2 = 146.5005 → 146.
    expect(betReturnMinor(101n, [{ outcome: 'HALF_WIN', oddsMilli: 1_901 }])).toBe(146n);
    expect(betReturnMinor(101n, [{ outcome: 'HALF_LOSE', oddsMilli: 1_901 }])).toBe(50n);
  });

  it('never loses a unit across a long accumulator, where per-leg rounding would', () => {
    const odds = Array.from({ length: 12 }, (_, i) => 1_011 + i * 7);
    const exact = odds.reduce((acc, o) => (acc * BigInt(o)) / 1n, 1n);
    const stake = 999_999n;
    const paid = potentialReturnMinor(stake, odds);
    const scale = 1000n ** BigInt(odds.length);
    expect(paid).toBe((stake * exact) / scale);
    expect(combinedOddsMilli([2_000, 1_500])).toBe(3_000);
    expect(combinedOddsMilli([1_333, 1_333])).toBe(1_776);
  });

  it('refuses odds below 1, a negative stake and a bet without legs', () => {
    expect(() => legFactor('WIN', 999)).toThrow(SettlementRuleError);
    expect(() => betReturnMinor(-1n, [{ outcome: 'WIN', oddsMilli: 2_000 }])).toThrow(
      SettlementRuleError,
    );
    expect(() => betReturnMinor(1n, [])).toThrow(SettlementRuleError);
  });
});

describe('cash-out', () => {
  it('a fair price takes the margin out of the market’s prices, rounded up', () => {
    // 1.90 / 1.90: implied 52.6 % each, fair 2.000.
    expect(fairOddsMilli(1_900, [1_900, 1_900])).toBe(2_000);
    // 1X2 at 2.10 / 3.20 / 3.60: Σ 1/odds = 1.0665…; fair home = 2.10 × 1.0665… = 2.2398… → 2.240.
    expect(fairOddsMilli(2_100, [2_100, 3_200, 3_600])).toBe(2_240);
    expect(() => fairOddsMilli(2_000, [1_900, 1_900])).toThrow(SettlementRuleError);
  });

  it('a single: stake × taken / current fair, less the margin, rounded down', () => {
    const value = cashOutValueMinor(
      10_000n,
      [{ state: 'OPEN', oddsMilli: 3_000, currentFairOddsMilli: 1_500 }],
      500,
    );
    // 10,000 × 3 / 1.5 × 0.95 = 19,000.
    expect(value).toBe(19_000n);
    expect(
      cashOutValueMinor(
        10_000n,
        [{ state: 'OPEN', oddsMilli: 2_000, currentFairOddsMilli: 3_000 }],
        0,
      ),
    ).toBe(6_666n);
  });

  it('a multiple counts its settled legs’ factors and prices its open ones', () => {
    const value = cashOutValueMinor(
      10_000n,
      [
        { state: 'SETTLED', outcome: 'WIN', oddsMilli: 2_000 },
        { state: 'SETTLED', outcome: 'VOID', oddsMilli: 5_000 },
        { state: 'SETTLED', outcome: 'HALF_LOSE', oddsMilli: 1_900 },
        { state: 'OPEN', oddsMilli: 1_800, currentFairOddsMilli: 1_200 },
      ],
      1_000,
    );
    // 10,000 × 2 × 1 × 0.5 × 1.5 × 0.9 = 13,500.
    expect(value).toBe(13_500n);
  });

  it('offers nothing when a leg lost, a leg’s market is not open, or nothing is left open', () => {
    const open = { state: 'OPEN' as const, oddsMilli: 2_000, currentFairOddsMilli: 2_000 };
    expect(
      cashOutValueMinor(100n, [{ state: 'SETTLED', outcome: 'LOSE', oddsMilli: 2_000 }, open], 0),
    ).toBeNull();
    expect(cashOutValueMinor(100n, [{ ...open, currentFairOddsMilli: null }, open], 0)).toBeNull();
    expect(
      cashOutValueMinor(100n, [{ state: 'SETTLED', outcome: 'WIN', oddsMilli: 2_000 }], 0),
    ).toBeNull();
    expect(() => cashOutValueMinor(100n, [open], 10_000)).toThrow(SettlementRuleError);
    expect(() => cashOutValueMinor(100n, [{ ...open, currentFairOddsMilli: 999 }], 0)).toThrow(
      SettlementRuleError,
    );
  });
});
