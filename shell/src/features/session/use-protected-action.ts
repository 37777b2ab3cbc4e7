import { getEventBus, isAgentAccount, isMember, isTrialAccount, useBusState } from '@site/shared';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { trueAccountDialogOpenAtom } from './session-ui-state';

/**
 * spec §5 protected-action check: without a token the login popup opens; a trial account gets
 * the true-account warning; either way the action does not run. The API refuses them too.
 */
export function useProtectedAction() {
  const session = useBusState('session');
  const openTrueAccountDialog = useSetAtom(trueAccountDialogOpenAtom);
  return useCallback(
    (action: () => void, requirement: 'member' | 'agent' = 'member') => {
      if (!isMember(session)) {
        getEventBus().send('open-login', { reason: 'protected-action' });
        return;
      }
      if (isTrialAccount(session) || (requirement === 'agent' && !isAgentAccount(session))) {
        openTrueAccountDialog(true);
        return;
      }
      action();
    },
    [session, openTrueAccountDialog],
  );
}
