import { getEventBus } from '@site/shared';
import type { createStore } from 'jotai';
import { loginModalOpenAtom, trueAccountDialogOpenAtom } from './session-ui-state';

type Store = ReturnType<typeof createStore>;

/**
 * Any app's open-login and open-true-account-warning commands open the shell's modals from
 * start-up on. The modals mount only once the first frame has painted, and a command sent
 * before that was lost: a page that warns a trial account or asks a guest to log in as it
 * opens (the points mall, a game) could mount first on a busy machine. Returns the stop.
 */
export function routeSessionCommands(store: Store): () => void {
  const bus = getEventBus();
  const subscriptions = [
    bus.commands('open-login').subscribe(() => store.set(loginModalOpenAtom, true)),
    bus
      .commands('open-true-account-warning')
      .subscribe(() => store.set(trueAccountDialogOpenAtom, true)),
  ];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}
