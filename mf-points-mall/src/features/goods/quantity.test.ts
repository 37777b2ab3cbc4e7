import { clampQuantity, maxQuantity } from './quantity';

const reward = { maxPerRedemption: 5, stock: 3, points: 500 };

describe('quantity', () => {
  it('allows no more than stock, the per-redemption limit and the balance', () => {
    expect(maxQuantity(reward, 10_000)).toBe(3);
    expect(maxQuantity({ ...reward, stock: 100 }, 10_000)).toBe(5);
    expect(maxQuantity(reward, 1_200)).toBe(2);
    expect(maxQuantity(reward, 499)).toBe(0);
    expect(maxQuantity({ ...reward, stock: 0 }, 10_000)).toBe(0);
    // Visitors have no balance yet: the goods' own limits apply.
    expect(maxQuantity(reward, null)).toBe(3);
  });

  it('keeps a typed quantity between 1 and the maximum', () => {
    expect(clampQuantity(0, 3)).toBe(1);
    expect(clampQuantity(7, 3)).toBe(3);
    expect(clampQuantity(2.7, 3)).toBe(2);
    expect(clampQuantity(Number.NaN, 3)).toBe(1);
    expect(clampQuantity(4, 0)).toBe(1);
  });
});
