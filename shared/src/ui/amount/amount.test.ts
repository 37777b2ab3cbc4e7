import { checkAmount, isAmountDraft, parseAmount, toLatinDigits } from './amount';

it('reads Bengali digits, grouping and at most 2 decimals', () => {
  expect(toLatinDigits('৳ ১,২৩৪.৫০')).toBe('৳ 1,234.50');
  expect(parseAmount('১,২৩,৪৫৬.৭৮')).toEqual({ kind: 'ok', value: 123456.78 });
  expect(parseAmount('100')).toEqual({ kind: 'ok', value: 100 });
  expect(parseAmount('0.1')).toEqual({ kind: 'ok', value: 0.1 });
  expect(parseAmount('12.')).toEqual({ kind: 'ok', value: 12 });
  expect(parseAmount(' ')).toEqual({ kind: 'empty' });
  expect(parseAmount('.')).toEqual({ kind: 'invalid' });
  expect(parseAmount('1e5')).toEqual({ kind: 'invalid' });
  expect(parseAmount('-5')).toEqual({ kind: 'invalid' });
  expect(parseAmount('1.234')).toEqual({ kind: 'decimals' });
});

it('lets a member type an amount but not a third decimal or a letter', () => {
  expect(['', '1', '1.', '1.5', '১২.৩৪', '1,000.00'].every(isAmountDraft)).toBe(true);
  expect(['1.234', 'a', '1.2.3', '-1'].some(isAmountDraft)).toBe(false);
});

it('checks the limits and whether an amount is needed', () => {
  const limits = { min: 100, max: 50000, required: true };
  expect(checkAmount(parseAmount(''), limits)).toEqual({ key: 'ui.rules.required' });
  expect(checkAmount(parseAmount(''), { min: 100 })).toBeNull();
  expect(checkAmount(parseAmount('99.99'), limits)).toEqual({
    key: 'ui.amount.belowMin',
    values: { min: 100 },
  });
  expect(checkAmount(parseAmount('50000.01'), limits)).toEqual({
    key: 'ui.amount.aboveMax',
    values: { max: 50000 },
  });
  expect(checkAmount(parseAmount('100'), limits)).toBeNull();
  expect(checkAmount(parseAmount('50000'), limits)).toBeNull();
});
