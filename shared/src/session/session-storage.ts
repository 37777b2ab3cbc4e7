import type { MemberSession, SessionState } from '../bus/topics';
import { MERCHANT_SESSION_KEYS, SESSION_KEYS } from './storage-keys';

export function saveMemberSession(session: MemberSession): void {
  sessionStorage.setItem(SESSION_KEYS.token, session.token);
  sessionStorage.setItem(SESSION_KEYS.account, session.account);
  sessionStorage.setItem(SESSION_KEYS.username, session.account);
  sessionStorage.setItem(SESSION_KEYS.nickname, session.nickname);
  sessionStorage.setItem(SESSION_KEYS.isAgent, String(session.isAgent));
}

export function readStoredSession(merchantCode: string): SessionState {
  const token = sessionStorage.getItem(SESSION_KEYS.token);
  const account = sessionStorage.getItem(SESSION_KEYS.account);
  if (!token || !account) return { status: 'guest' };
  return {
    status: 'member',
    token,
    account,
    nickname: sessionStorage.getItem(SESSION_KEYS.nickname) ?? account,
    isAgent: Number(sessionStorage.getItem(SESSION_KEYS.isAgent) ?? 0),
    merchantCode,
  };
}

/** Clears the session but keeps the merchant values (spec §4 logout). */
export function clearSessionKeepMerchant(): void {
  const kept = MERCHANT_SESSION_KEYS.map((key) => [key, sessionStorage.getItem(key)] as const);
  sessionStorage.clear();
  for (const [key, value] of kept) if (value !== null) sessionStorage.setItem(key, value);
}
