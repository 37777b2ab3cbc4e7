import { api, getEventBus, useBusState } from '@site/shared';
import { useEffect, useState } from 'react';

/**
 * The logged-in strip's extras (spec §2): the player's avatar and the unread/unclaimed counts,
 * loaded on login. The counts go on the bus (`unread`) so the member centre shows the same.
 */
export function useAccountExtras(): { avatarUrl: string | null; unclaimed: number } {
  const session = useBusState('session');
  const unread = useBusState('unread');
  const [avatarUrl, setAvatarUrl] = useState<string | null>(null);
  const account = session.status === 'member' ? session.account : null;

  useEffect(() => {
    setAvatarUrl(null);
    if (!account) return;
    let live = true;
    api.member
      .avatar()
      .then((value) => live && setAvatarUrl(value.avatarUrl))
      .catch(() => undefined); // the initial letter stays
    api.member
      .unreadCount()
      .then((value) => live && getEventBus().setState('unread', value))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [account]);

  return { avatarUrl, unclaimed: unread.promos + unread.rewards };
}
