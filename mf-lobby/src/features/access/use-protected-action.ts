import { getEventBus, isMember, isTrialAccount, useBusState } from '@site/shared';
import { useCallback, useState } from 'react';

/**
 * spec §5 protected-action check: without a token the shell's login popup opens (bus command);
 * a trial account (isAgent 4) gets the true-account warning. Either way the action does not
 * run. The API refuses both as well; this only saves the player a useless request.
 */
export function useProtectedAction() {
  const session = useBusState('session');
  const [trueAccountWarning, setTrueAccountWarning] = useState(false);
  const guard = useCallback(
    (action: () => void, reason: string) => {
      if (!isMember(session)) {
        getEventBus().send('open-login', { reason });
        return;
      }
      if (isTrialAccount(session)) {
        setTrueAccountWarning(true);
        return;
      }
      action();
    },
    [session],
  );
  return {
    session,
    guard,
    trueAccountWarning,
    closeTrueAccountWarning: () => setTrueAccountWarning(false),
  };
}
