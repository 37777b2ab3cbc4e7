import { clearSessionKeepMerchant, readStoredSession, saveMemberSession } from './session-storage';
import { SESSION_KEYS } from './storage-keys';

beforeEach(() => sessionStorage.clear());

describe('clearSessionKeepMerchant (logout)', () => {
  it('keeps merchant, merchantCode and platform and clears the token and everything else', () => {
    sessionStorage.setItem(SESSION_KEYS.merchant, 'padma');
    sessionStorage.setItem(SESSION_KEYS.merchantCode, 'padma');
    sessionStorage.setItem(SESSION_KEYS.platform, 'web');
    saveMemberSession({
      status: 'member',
      token: 'tok-1',
      account: 'rahim',
      nickname: 'Rahim',
      isAgent: 1,
      merchantCode: 'padma',
    });
    sessionStorage.setItem(SESSION_KEYS.gameVendor, 'pg');
    sessionStorage.setItem('something-else', 'x');

    clearSessionKeepMerchant();

    expect(sessionStorage.getItem(SESSION_KEYS.merchant)).toBe('padma');
    expect(sessionStorage.getItem(SESSION_KEYS.merchantCode)).toBe('padma');
    expect(sessionStorage.getItem(SESSION_KEYS.platform)).toBe('web');
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(sessionStorage.length).toBe(3);
    expect(readStoredSession('padma')).toEqual({ status: 'guest' });
  });

  it('does not invent merchant values that were not stored', () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'tok-1');
    clearSessionKeepMerchant();
    expect(sessionStorage.length).toBe(0);
  });
});

describe('readStoredSession', () => {
  it('returns guest without a token, even when an account is stored', () => {
    sessionStorage.setItem(SESSION_KEYS.account, 'rahim');
    expect(readStoredSession('padma')).toEqual({ status: 'guest' });
  });

  it('returns the stored member with the current merchant', () => {
    saveMemberSession({
      status: 'member',
      token: 'tok-1',
      account: 'rahim',
      nickname: 'Rahim',
      isAgent: 4,
      merchantCode: 'old',
    });
    expect(readStoredSession('padma')).toEqual({
      status: 'member',
      token: 'tok-1',
      account: 'rahim',
      nickname: 'Rahim',
      isAgent: 4,
      merchantCode: 'padma',
    });
  });
});
