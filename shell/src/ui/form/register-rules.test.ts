import type { RegisterRule } from '@site/shared';
import { checkRule, hintFor, rangeText } from './register-rules';

const username: RegisterRule = {
  field: 'username',
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 16,
  patternId: 1,
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
};

it("writes the length range in the reader's digits (spec §5 '(min) - (max)')", () => {
  expect(rangeText(6, 16, 'en')).toBe('6 - 16');
  expect(rangeText(6, 16, 'bn')).toBe('৬ - ১৬');
  expect(rangeText(11, 11, 'bn')).toBe('১১');
});

it('gives a rule its pattern hint and refuses a value outside its length', () => {
  expect(hintFor(username)).toEqual({ key: 'pattern.p1', values: { min: 6, max: 16 } });
  expect(checkRule(username, 'abc', true)).toEqual({
    key: 'form.errors.format',
    values: { hintKey: 'pattern.p1', min: 6, max: 16 },
  });
  expect(checkRule(username, 'rahim2026', true)).toBeNull();
});
