import { checkNumber, parseNumber } from './number-rules';

describe('numbers typed in the console', () => {
  it('reads ASCII and Bengali digits, and nothing else', () => {
    expect(parseNumber('12.5')).toBe(12.5);
    expect(parseNumber('১২.৫')).toBe(12.5);
    expect(parseNumber('1,000')).toBe(1000);
    expect(parseNumber('12a')).toBeNull();
    expect(parseNumber('')).toBeNull();
  });

  it('names the rule a number breaks', () => {
    expect(checkNumber('', { min: 0, max: 1 }).problem).toEqual({
      key: 'engagement.errors.required',
    });
    expect(checkNumber('1.5', { min: 0, max: 9, whole: true }).problem?.key).toBe(
      'engagement.errors.whole',
    );
    expect(checkNumber('0', { min: 0, max: 9, above: true }).problem).toEqual({
      key: 'engagement.errors.above',
      values: { min: 0, max: 9 },
    });
    expect(checkNumber('9', { min: 0, max: 9 }).value).toBe(9);
  });
});
