import { emptyOffer, emptyTier, offerBodyOf, percentToBp, wholeNumber } from './agent-offer';

describe('percentToBp and wholeNumber', () => {
  it('reads a percent with up to two decimals as basis points', () => {
    expect(percentToBp('0.8')).toBe(80);
    expect(percentToBp('1,25')).toBe(125);
    expect(percentToBp('100')).toBe(10_000);
    expect(percentToBp('100.01')).toBeNull();
    expect(percentToBp('0.125')).toBeNull();
    expect(percentToBp('-1')).toBeNull();
    expect(percentToBp('')).toBeNull();
  });

  it('reads a whole number up to its maximum', () => {
    expect(wholeNumber(' 42 ', 100)).toBe(42);
    expect(wholeNumber('101', 100)).toBeNull();
    expect(wholeNumber('1.5', 100)).toBeNull();
  });
});

describe('offerBodyOf', () => {
  it('makes a salary’s body, with the profit rate for real-time only', () => {
    expect(offerBodyOf({ ...emptyOffer(), rate: '0.5', minBet: '100' })).toEqual({
      body: { kind: 'DAILY_SALARY', rateBp: 50, profitRateBp: 0, minBet: 100 },
      errors: null,
    });
    expect(
      offerBodyOf({ ...emptyOffer(), kind: 'REAL_TIME_SALARY', rate: '0.8', profitRate: '0.4' })
        .body,
    ).toEqual({ kind: 'REAL_TIME_SALARY', rateBp: 80, profitRateBp: 40, minBet: 0 });
  });

  it('names the wrong fields and makes no body', () => {
    expect(offerBodyOf({ ...emptyOffer(), rate: '', minBet: 'x' })).toEqual({
      body: null,
      errors: { rate: 'required', minBet: 'amount' },
    });
    expect(offerBodyOf({ ...emptyOffer(), rate: '101' }).errors).toEqual({ rate: 'rate' });
  });

  it('makes a dividend’s body with its period, tiers and the highest tier’s rate', () => {
    const draft = {
      ...emptyOffer(),
      kind: 'DIVIDEND' as const,
      period: 'MONTHLY' as const,
      tiers: [
        { minValidBet: '1000', minActiveMembers: '3', minTeamLoss: '500', rate: '10' },
        { minValidBet: '5000', minActiveMembers: '10', minTeamLoss: '2000', rate: '25' },
      ],
    };
    expect(offerBodyOf(draft).body).toEqual({
      kind: 'DIVIDEND',
      rateBp: 2500,
      profitRateBp: 0,
      minBet: 0,
      period: 'MONTHLY',
      tiers: [
        { minValidBet: 1000, minActiveMembers: 3, minTeamLoss: 500, rateBp: 1000 },
        { minValidBet: 5000, minActiveMembers: 10, minTeamLoss: 2000, rateBp: 2500 },
      ],
    });
    expect(
      offerBodyOf({
        ...draft,
        tiers: [{ ...emptyTier(), minActiveMembers: '200000' }],
      }).errors,
    ).toEqual({ 'tiers.0.minActiveMembers': 'members', 'tiers.0.rate': 'required' });
    expect(offerBodyOf({ ...draft, tiers: [] }).errors).toEqual({ tiers: 'required' });
  });
});
