import { COOKIE_KEYS } from '@site/shared';

/** spec §3/§9: the remember-me cookies live one day. */
const ONE_DAY_SECONDS = 24 * 60 * 60;

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function writeCookie(name: string, value: string | null): void {
  const base = `${name}=${value === null ? '' : encodeURIComponent(value)}; path=/; SameSite=Lax`;
  document.cookie = `${base}; max-age=${value === null ? 0 : ONE_DAY_SECONDS}`;
}

export type RememberedLogin = {
  remember: boolean;
  username: string;
  mobile: { mobileNum: string; countryDialingCode: string } | null;
};

export function readRememberedLogin(): RememberedLogin {
  const remember = readCookie(COOKIE_KEYS.loginRemember) === '1';
  let mobile: RememberedLogin['mobile'] = null;
  try {
    const raw = readCookie(COOKIE_KEYS.loginTypeSms);
    if (raw) mobile = JSON.parse(raw) as RememberedLogin['mobile'];
  } catch {
    mobile = null;
  }
  return { remember, username: readCookie(COOKIE_KEYS.lastUsername) ?? '', mobile };
}

/**
 * Remember-me ticked: keeps the last username (or mobile number) for a day. Unlike the old site,
 * the password is never written to a cookie; the browser's password manager can keep it.
 */
export function rememberLogin(login: Omit<RememberedLogin, 'remember'>): void {
  writeCookie(COOKIE_KEYS.loginRemember, '1');
  if (login.username) writeCookie(COOKIE_KEYS.lastUsername, login.username);
  if (login.mobile) writeCookie(COOKIE_KEYS.loginTypeSms, JSON.stringify(login.mobile));
}

/** Remember-me unticked: clears those cookies (and any password cookie an old site left). */
export function forgetLogin(): void {
  const username = readCookie(COOKIE_KEYS.lastUsername);
  if (username) writeCookie(`${COOKIE_KEYS.savedPasswordPrefix}${username}`, null);
  writeCookie(COOKIE_KEYS.loginRemember, null);
  writeCookie(COOKIE_KEYS.lastUsername, null);
  writeCookie(COOKIE_KEYS.loginTypeSms, null);
}
