import { getEventBus, isMember, isTrialAccount, useBusState } from '@site/shared';
import { useCallback } from 'react';

/**
 * spec §5 protected-action check: without a token the shell's login popup opens; a trial
 * account (isAgent 4) gets the shell's true-account warning (both bus commands). Either way the
 * action does not run. The API refuses both as well; this only saves the player a useless
 * request.
 */
export function useProtectedAction() {
  const session = useBusState('session');
  const guard = useCallback(
    (action: () => void, reason: string) => {
      if (!isMember(session)) {
        getEventBus().send('open-login', { reason });
        return;
      }
      if (isTrialAccount(session)) {
        getEventBus().send('open-true-account-warning', { reason });
        return;
      }
      action();
    },
    [session],
  );
  return { session, guard };
}
