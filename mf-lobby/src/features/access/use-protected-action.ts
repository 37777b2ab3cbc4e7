import { getEventBus, isMember, isTrialAccount, useBusState } from '@site/shared';
import { useCallback } from 'react';

/**
 * What an action needs (spec §5, §6): `member` a login (a visitor gets the shell's login popup);
 * `real-account` also a real account (a trial account, isAgent 4, gets the shell's true-account
 * warning). Trial accounts play every game on demo money (free play), so a launch needs only
 * `member`; favourites need `real-account`.
 */
export type Requirement = 'member' | 'real-account';

/**
 * spec §5 protected-action check over the bus (open-login, open-true-account-warning). When the
 * check fails the action does not run. The API refuses the same requests; this only saves the
 * player a useless request.
 */
export function useProtectedAction() {
  const session = useBusState('session');
  const guard = useCallback(
    (action: () => void, reason: string, requirement: Requirement = 'real-account') => {
      if (!isMember(session)) {
        getEventBus().send('open-login', { reason });
        return;
      }
      if (requirement === 'real-account' && isTrialAccount(session)) {
        getEventBus().send('open-true-account-warning', { reason });
        return;
      }
      action();
    },
    [session],
  );
  return { session, guard };
}
