import { api } from '../api/catalogue';
import { getEventBus } from '../bus/event-bus';
import type { MemberSession } from '../bus/topics';
import { clearSessionKeepMerchant, saveMemberSession } from './session-storage';
import { SESSION_KEYS } from './storage-keys';

/** Logs in, loads the member, stores the session and announces it on the bus. */
export async function signIn(
  username: string,
  password: string,
  merchantCode: string,
): Promise<MemberSession> {
  const { token } = await api.session.login({
    username: username.trim(),
    password,
    type: 'username',
  });
  sessionStorage.setItem(SESSION_KEYS.token, token);
  try {
    const info = await api.member.info();
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
    await api.session.logout();
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
  const balance = await api.wallet.balance();
  bus.setState('balance', {
    sumBalance: balance.sumBalance,
    currencySymbol: balance.currencySymbol,
  });
}
