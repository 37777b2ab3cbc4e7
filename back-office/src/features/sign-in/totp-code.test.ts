import { isTotpCode, normaliseCode } from './totp-code';

describe('an authenticator code as typed', () => {
  it('reads Bengali digits and drops the gap between the groups', () => {
    expect(normaliseCode('১২৩ ৪৫৬')).toBe('123456');
    expect(normaliseCode('123-456')).toBe('123456');
  });

  it('is six digits, nothing else', () => {
    expect(isTotpCode('123456')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
    expect(isTotpCode('12345a')).toBe(false);
    expect(isTotpCode('1234567')).toBe(false);
  });
});
