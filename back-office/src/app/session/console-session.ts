import type { OperatorSession, OperatorView } from '@site/contracts';
import { QueryCache, MutationCache, QueryClient } from '@tanstack/react-query';
import { configureApiClient, i18n } from '@site/shared';
import { createStore } from 'jotai';
import {
  endedReasonOf,
  endsSession,
  readStoredSession,
  sessionAtom,
  sessionEndAtom,
  storeSession,
  type EndedReason,
} from './operator-session';

/**
 * The console's one store and query cache, made once at start-up: the API client (outside
 * React) reads the token from the store, and a call refused for the session ends it from here.
 */
export function createConsoleSession({
  storage = sessionStorage,
  // The operator API is on the console's own origin (tooling/serve.mjs passes /ops on).
  apiBaseUrl = '/',
}: { storage?: Storage; apiBaseUrl?: string } = {}) {
  const store = createStore();
  store.set(sessionAtom, readStoredSession(storage));

  const start = (session: OperatorSession) => {
    storeSession(session, storage);
    store.set(sessionEndAtom, null);
    store.set(sessionAtom, session);
  };
  const updateOperator = (operator: OperatorView) => {
    const session = store.get(sessionAtom);
    if (session) start({ ...session, operator });
  };
  const end = (reason: EndedReason) => {
    const idleMinutes = store.get(sessionAtom)?.idleMinutes ?? 0;
    storeSession(null, storage);
    store.set(sessionEndAtom, { reason, idleMinutes });
    store.set(sessionAtom, null);
    // Nothing one operator saw may show to the next one on this computer.
    queryClient.clear();
  };
  const onError = (failure: unknown) => {
    if (store.get(sessionAtom) && endsSession(failure)) end(endedReasonOf(failure));
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      // A failed call shows its error and a retry button at once.
      queries: { retry: false, refetchOnWindowFocus: false },
    },
  });

  configureApiClient({
    baseURL: apiBaseUrl,
    getMerchantCode: () => null,
    getToken: () => store.get(sessionAtom)?.token ?? null,
    getLanguage: () => i18n.language,
  });
  return { store, queryClient, start, updateOperator, end };
}

export type ConsoleSession = ReturnType<typeof createConsoleSession>;
