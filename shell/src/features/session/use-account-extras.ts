import { getEventBus, useBusState, type UnreadState } from '@site/shared';
import { useEffect, useState } from 'react';
import { getPlayerAvatar, getUnreadCount } from './account-extras.resource';

/**
 * The avatar's count (spec §2 "avatar and nickname with an unclaimed count"): everything waiting
 * for the member, unread messages as well as unclaimed promotions, missions and rewards.
 */
export const waitingCount = (unread: UnreadState): number =>
  unread.messages + unread.promos + unread.missions + unread.rewards;

/**
 * The logged-in strip's extras (spec §2): the player's avatar and the unread/unclaimed counts,
 * loaded on login. The counts go on the bus (`unread`) so the member centre shows the same.
 */
export function useAccountExtras(): { avatarUrl: string | null; waiting: number } {
  const session = useBusState('session');
  const unread = useBusState('unread');
  const [avatarUrl, setAvatarUrl] = useState<string | null>(null);
  const account = session.status === 'member' ? session.account : null;

  useEffect(() => {
    setAvatarUrl(null);
    if (!account) return;
    let live = true;
    getPlayerAvatar()
      .then((value) => live && setAvatarUrl(value.avatarUrl))
      .catch(() => undefined); // the initial letter stays
    getUnreadCount()
      .then((value) => live && getEventBus().setState('unread', value))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [account]);

  return { avatarUrl, waiting: waitingCount(unread) };
}
