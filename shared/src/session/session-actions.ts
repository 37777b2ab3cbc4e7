import { getEventBus } from '../bus/event-bus';
import type { LoginInput, LoginResult } from '../api/types';
import type { MemberSession } from '../bus/topics';
import { clearSessionKeepMerchant, saveMemberSession } from './session-storage';
import { getMemberInfo, getWalletBalance, login, logout } from './session.resource';
import { SESSION_KEYS } from './storage-keys';

/** Logs in, loads the member, stores the session and announces it on the bus. */
export async function signIn(
  username: string,
  password: string,
  merchantCode: string,
): Promise<MemberSession> {
  const { session } = await signInWith(
    { username: username.trim(), password, type: 'username' },
    merchantCode,
  );
  return session;
}

/** Logs in by username or SMS code; the login answer tells whether a password change is due. */
export async function signInWith(
  input: LoginInput,
  merchantCode: string,
): Promise<{ result: LoginResult; session: MemberSession }> {
  return completeSignIn(await login(input), merchantCode);
}

/**
 * Opens the session a login answered with: directly, or after the new-address verification
 * (spec §4), whose answer is the same login result.
 */
export async function completeSignIn(
  result: LoginResult,
  merchantCode: string,
): Promise<{ result: LoginResult; session: MemberSession }> {
  // Stored before the session is published, so whoever reacts to the login sees it.
  if (result.firstTimeLogin) sessionStorage.setItem(SESSION_KEYS.firstTimeLogin, '1');
  else sessionStorage.removeItem(SESSION_KEYS.firstTimeLogin);
  const session = await signInWithToken(result.token, merchantCode);
  return { result, session };
}

/** Stores a token the API issued (login, registration, free play, password change) and loads the member. */
export async function signInWithToken(token: string, merchantCode: string): Promise<MemberSession> {
  sessionStorage.setItem(SESSION_KEYS.token, token);
  try {
    const info = await getMemberInfo();
    const session: MemberSession = {
      status: 'member',
      token,
      account: info.account,
      nickname: info.nickname,
      isAgent: info.isAgent,
      merchantCode,
    };
    saveMemberSession(session);
    getEventBus().setState('session', session);
    return session;
  } catch (error) {
    sessionStorage.removeItem(SESSION_KEYS.token);
    throw error;
  }
}

/** Ends the session locally (always) and on the server (when it still answers). */
export async function signOut(): Promise<void> {
  try {
    await logout();
  } finally {
    endLocalSession();
  }
}

export function endLocalSession(): void {
  clearSessionKeepMerchant();
  const bus = getEventBus();
  bus.setState('session', { status: 'guest' });
  bus.setState('balance', { ...bus.current('balance'), sumBalance: null });
}

export async function refreshBalance(): Promise<void> {
  const bus = getEventBus();
  if (bus.current('session').status !== 'member') return;
  const balance = await getWalletBalance();
  bus.setState('balance', {
    sumBalance: balance.sumBalance,
    currencySymbol: balance.currencySymbol,
  });
}
