import { formatMoney } from './format-money';

describe('formatMoney (spec §9: 2 decimals, thousands separators, the brand symbol)', () => {
  it('writes English amounts with two decimals and comma groups', () => {
    expect(formatMoney(1250000, '৳', 'en')).toBe('৳ 1,250,000.00');
    expect(formatMoney(0.5, 'P', 'en')).toBe('P 0.50');
    expect(formatMoney(1234.567, '৳', 'en')).toBe('৳ 1,234.57');
  });

  it('writes Bengali amounts in Bengali digits with the Bangladeshi grouping', () => {
    expect(formatMoney(1250000, '৳', 'bn')).toBe('৳ ১২,৫০,০০০.০০');
    expect(formatMoney(1000, '৳', 'bn')).toBe('৳ ১,০০০.০০');
  });

  it('keeps the sign of a loss', () => {
    expect(formatMoney(-20, '৳', 'en')).toBe('৳ -20.00');
  });
});
