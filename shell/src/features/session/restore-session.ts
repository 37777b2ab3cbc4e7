import {
  endLocalSession,
  getMemberInfo,
  getEventBus,
  readStoredSession,
  refreshBalance,
  saveMemberSession,
} from '@site/shared';

/** spec §4 "on app start: if a token exists fetch member info": a stale token ends quietly. */
export async function restoreSession(merchantCode: string, currencySymbol: string): Promise<void> {
  const bus = getEventBus();
  bus.setState('balance', { sumBalance: null, currencySymbol });
  const stored = readStoredSession(merchantCode);
  if (stored.status !== 'member') return;
  bus.setState('session', stored);
  try {
    const info = await getMemberInfo();
    const session = {
      ...stored,
      account: info.account,
      nickname: info.nickname,
      isAgent: info.isAgent,
    };
    saveMemberSession(session);
    bus.setState('session', session);
    await refreshBalance();
  } catch {
    endLocalSession();
  }
}
