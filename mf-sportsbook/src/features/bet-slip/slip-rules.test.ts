import {
  canPlace,
  emptySlip,
  MAX_SELECTIONS,
  multipleOddsMilli,
  multipleProblem,
  multipleReturn,
  mustReviewPrices,
  singleReturn,
  slipBets,
  slipReducer,
  slipTotals,
  type SlipAction,
  type SlipState,
} from './slip-rules';

const pick = (n: number, overrides: Record<string, unknown> = {}) => ({
  selectionId: `s${n}`,
  marketId: `m${n}`,
  eventId: `e${n}`,
  label: `Team ${n}`,
  marketLabel: 'Match winner',
  eventLabel: `Event ${n}`,
  oddsMilli: 2000,
  priceVersion: 1,
  suspended: false,
  ...overrides,
});

const run = (actions: SlipAction[], state: SlipState = emptySlip()) =>
  actions.reduce(slipReducer, state);

describe('the bet slip reducer', () => {
  it('adds a selection, removes it on a second pick and replaces another outcome of its market', () => {
    let slip = run([{ type: 'toggle', selection: pick(1) }]);
    expect(slip.selections.map((s) => s.selectionId)).toEqual(['s1']);
    slip = slipReducer(slip, { type: 'toggle', selection: pick(1) });
    expect(slip.selections).toEqual([]);
    slip = run([
      { type: 'toggle', selection: pick(1) },
      { type: 'set-single-stake', selectionId: 's1', stake: 500 },
      { type: 'toggle', selection: pick(2, { marketId: 'm1' }) },
    ]);
    expect(slip.selections.map((s) => s.selectionId)).toEqual(['s2']);
    expect(slip.singleStakes).toEqual({});
  });

  it('keeps at most MAX_SELECTIONS selections', () => {
    const slip = run(
      Array.from({ length: MAX_SELECTIONS + 3 }, (_, i) => ({
        type: 'toggle' as const,
        selection: pick(i),
      })),
    );
    expect(slip.selections).toHaveLength(MAX_SELECTIONS);
  });

  it('takes only whole positive stakes, and stakes only selections on the slip', () => {
    const slip = run([
      { type: 'toggle', selection: pick(1) },
      { type: 'set-single-stake', selectionId: 's1', stake: -5 },
      { type: 'set-single-stake', selectionId: 'nope', stake: 100 },
      { type: 'set-multiple-stake', stake: 1.5 },
    ]);
    expect(slip.singleStakes).toEqual({ s1: 0 });
    expect(slip.multipleStake).toBe(0);
  });

  it('takes a newer price, remembers the one the player saw, and ignores an older version', () => {
    let slip = run([
      { type: 'toggle', selection: pick(1) },
      { type: 'price', selectionId: 's1', oddsMilli: 2100, priceVersion: 2 },
      { type: 'price', selectionId: 's1', oddsMilli: 2200, priceVersion: 3 },
      { type: 'price', selectionId: 's1', oddsMilli: 1500, priceVersion: 2 },
    ]);
    expect(slip.selections[0]).toMatchObject({
      oddsMilli: 2200,
      priceVersion: 3,
      previousOddsMilli: 2000,
    });
    slip = slipReducer(slip, { type: 'accept-prices' });
    expect(slip.selections[0]!.previousOddsMilli).toBeNull();
  });

  it('stays the same slip when the feed moves nothing on it', () => {
    const slip = run([{ type: 'toggle', selection: pick(1) }]);
    expect(
      slipReducer(slip, { type: 'price', selectionId: 's9', oddsMilli: 3000, priceVersion: 9 }),
    ).toBe(slip);
    expect(slipReducer(slip, { type: 'suspended', marketId: 'm1', suspended: false })).toBe(slip);
  });

  it('marks the selections of a suspended market and clears them when it reopens', () => {
    const slip = run([
      { type: 'toggle', selection: pick(1) },
      { type: 'toggle', selection: pick(2) },
      { type: 'suspended', marketId: 'm1', suspended: true },
    ]);
    expect(slip.selections.map((s) => s.suspended)).toEqual([true, false]);
    expect(
      slipReducer(slip, { type: 'suspended', marketId: 'm1', suspended: false }).selections[0]!
        .suspended,
    ).toBe(false);
  });

  it('clears the selections and stakes but keeps the policy', () => {
    const slip = run([
      { type: 'set-policy', policy: 'ANY' },
      { type: 'toggle', selection: pick(1) },
      { type: 'set-multiple-stake', stake: 100 },
      { type: 'clear' },
    ]);
    expect(slip).toEqual(emptySlip('ANY'));
  });
});

describe('returns, rounded down to the unit', () => {
  it('pays a single stake × price', () => {
    expect(singleReturn(1000, 2500)).toBe(2500);
    expect(singleReturn(333, 1915)).toBe(637); // 637.695
  });

  it('multiplies the legs of a multiple exactly before rounding once', () => {
    const legs = [{ oddsMilli: 1915 }, { oddsMilli: 2050 }, { oddsMilli: 1333 }];
    // 1.915 × 2.05 × 1.333 = 5.23302475: × 1000 units = 5233.02
    expect(multipleReturn(1000, legs)).toBe(5233);
    expect(multipleOddsMilli(legs)).toBe(5233);
    // Huge stakes do not lose precision: the product is BigInt.
    expect(multipleReturn(9_000_000_000, legs)).toBe(47_097_222_750);
  });

  it('needs two legs on different events for a multiple', () => {
    const one = run([{ type: 'toggle', selection: pick(1) }]);
    expect(multipleProblem(one.selections)).toBe('TOO_FEW_LEGS');
    const sameEvent = run([
      { type: 'toggle', selection: pick(1) },
      { type: 'toggle', selection: pick(2, { eventId: 'e1' }) },
    ]);
    expect(multipleProblem(sameEvent.selections)).toBe('SAME_EVENT');
  });

  it('lists the staked singles and the multiple with their totals', () => {
    const slip = run([
      { type: 'toggle', selection: pick(1, { oddsMilli: 1500 }) },
      { type: 'toggle', selection: pick(2, { oddsMilli: 3000 }) },
      { type: 'toggle', selection: pick(3, { oddsMilli: 2000 }) },
      { type: 'set-single-stake', selectionId: 's1', stake: 1000 },
      { type: 'set-multiple-stake', stake: 200 },
    ]);
    const bets = slipBets(slip);
    expect(bets.map((bet) => [bet.kind, bet.stake, bet.potentialReturn])).toEqual([
      ['single', 1000, 1500],
      ['multiple', 200, 1800],
    ]);
    expect(slipTotals(bets)).toEqual({ stake: 1200, potentialReturn: 3300 });
  });
});

describe('whether the slip may be placed', () => {
  const staked = run([
    { type: 'toggle', selection: pick(1) },
    { type: 'set-single-stake', selectionId: 's1', stake: 100 },
  ]);

  it('needs a stake and no suspended selection', () => {
    expect(canPlace(staked)).toBe(true);
    expect(canPlace(run([{ type: 'toggle', selection: pick(1) }]))).toBe(false);
    expect(
      canPlace(slipReducer(staked, { type: 'suspended', marketId: 'm1', suspended: true })),
    ).toBe(false);
  });

  it('asks for a review of a moved price as the policy says', () => {
    const lower = slipReducer(staked, {
      type: 'price',
      selectionId: 's1',
      oddsMilli: 1900,
      priceVersion: 2,
    });
    const higher = slipReducer(staked, {
      type: 'price',
      selectionId: 's1',
      oddsMilli: 2100,
      priceVersion: 2,
    });
    expect(mustReviewPrices(lower)).toBe(true);
    expect(mustReviewPrices(slipReducer(lower, { type: 'set-policy', policy: 'ANY' }))).toBe(false);
    expect(mustReviewPrices(slipReducer(higher, { type: 'set-policy', policy: 'HIGHER' }))).toBe(
      false,
    );
    expect(mustReviewPrices(slipReducer(lower, { type: 'set-policy', policy: 'HIGHER' }))).toBe(
      true,
    );
    expect(canPlace(slipReducer(lower, { type: 'accept-prices' }))).toBe(true);
  });
});
