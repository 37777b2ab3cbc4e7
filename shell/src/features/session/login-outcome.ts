import { SESSION_KEYS, type LoginResult } from '@site/shared';

/** spec §9: the password that forces a change. */
export const FORCED_CHANGE_PASSWORD = '123456';

/** Kept in session storage so a reload does not skip a forced password change. */
export const FORCED_CHANGE_KEY = 'forcePasswordChange';

/**
 * spec §4 login flow: a password change is forced when the password is 123456 (or the API says
 * so), or when it expired and the brand enforces expiry, but never after an SMS login.
 */
export function mustChangePassword(
  result: LoginResult,
  options: { sms: boolean; password?: string; expiryForced: boolean },
): boolean {
  if (options.sms) return false;
  return (
    Boolean(result.mustChangePassword) ||
    options.password === FORCED_CHANGE_PASSWORD ||
    (result.passwordExpired && options.expiryForced)
  );
}

/** spec §3 cpw: set after an SMS login, when the old password is not known. */
export const markSmsSession = (sms: boolean) => {
  if (sms) sessionStorage.setItem(SESSION_KEYS.cpw, 'sms');
  else sessionStorage.removeItem(SESSION_KEYS.cpw);
};

export const isSmsSession = () => sessionStorage.getItem(SESSION_KEYS.cpw) === 'sms';
