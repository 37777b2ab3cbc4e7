import { mustChangePassword } from './login-outcome';
import { forgetLogin, readRememberedLogin, rememberLogin } from './remember-me';

const result = (overrides: Partial<Parameters<typeof mustChangePassword>[0]> = {}) => ({
  token: 't',
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword: false,
  ...overrides,
});

describe('mustChangePassword (spec §4 login flow)', () => {
  it('forces a change for 123456 or when the API asks for it', () => {
    expect(
      mustChangePassword(result(), { sms: false, password: '123456', expiryForced: false }),
    ).toBe(true);
    expect(
      mustChangePassword(result({ mustChangePassword: true }), { sms: false, expiryForced: false }),
    ).toBe(true);
  });

  it('forces an expired password only when the brand enforces expiry', () => {
    const expired = result({ passwordExpired: true });
    expect(mustChangePassword(expired, { sms: false, expiryForced: true })).toBe(true);
    expect(mustChangePassword(expired, { sms: false, expiryForced: false })).toBe(false);
  });

  it('never forces a change after an SMS login', () => {
    expect(
      mustChangePassword(result({ mustChangePassword: true, passwordExpired: true }), {
        sms: true,
        expiryForced: true,
      }),
    ).toBe(false);
  });
});

describe('remember-me cookies', () => {
  it('keeps the username and mobile data, never a password, and forgets them all', () => {
    document.cookie = 'pwd_rahim=legacy; path=/';
    rememberLogin({
      username: 'rahim',
      mobile: { mobileNum: '01712345678', countryDialingCode: '880' },
    });
    expect(readRememberedLogin()).toEqual({
      remember: true,
      username: 'rahim',
      mobile: { mobileNum: '01712345678', countryDialingCode: '880' },
    });
    forgetLogin();
    expect(readRememberedLogin()).toEqual({ remember: false, username: '', mobile: null });
    expect(document.cookie).not.toContain('pwd_rahim');
  });
});
