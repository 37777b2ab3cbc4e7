import { combinations, linesOf, randomPicks, slipTotalMinor } from './slip-rules';

describe('slip rules', () => {
  it('makes one line per number, or one per combination for a xiên', () => {
    expect(linesOf('LO2', 1, ['12', '34'])).toEqual([['12'], ['34']]);
    expect(linesOf('XIEN2', 2, ['12', '34', '56'])).toEqual([
      ['12', '34'],
      ['12', '56'],
      ['34', '56'],
    ]);
    expect(linesOf('XIEN4', 4, ['12', '34', '56'])).toEqual([]);
    expect(combinations(['a', 'b', 'c', 'd', 'e'], 3)).toHaveLength(10);
  });

  it('totals numbers × stake × unit', () => {
    // Two lô numbers at 10.00 a point against the northern draw's 27 numbers.
    expect(slipTotalMinor(2, 1_000, 27)).toBe(54_000);
    expect(slipTotalMinor(3, 250, 1)).toBe(750);
  });

  it('picks distinct random numbers', () => {
    let seed = 0;
    const picks = randomPicks(5, () => (seed += 0.37) % 1);
    expect(new Set(picks).size).toBe(5);
    expect(picks.every((pick) => /^[0-9]{2}$/.test(pick))).toBe(true);
  });
});
