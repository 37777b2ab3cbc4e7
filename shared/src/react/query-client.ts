import { QueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api/api-error';
import type { CallQueryMeta } from '../api/client';
import { getEventBus } from '../bus/event-bus';
import type { SessionState } from '../bus/topics';

declare module '@tanstack/react-query' {
  interface Register {
    // Every call fails with an ApiError, which carries the message key the UI translates.
    defaultError: ApiError;
    queryMeta: Partial<CallQueryMeta>;
  }
}

/**
 * How long a loaded answer is served from the cache before a component that mounts asks again:
 * long enough that a remote mounting right after the shell reuses the shell's answers.
 */
export const CACHE_FRESH_MS = 60_000;

const accountOf = (session: SessionState) =>
  session.status === 'member' ? `${session.merchantCode}/${session.account}` : null;

/**
 * The page's server-state cache. One per page: the shell (or a remote's dev harness) provides
 * it with `QueryClientProvider`, and @tanstack/react-query is a shared singleton, so every remote
 * reads the same cache. A member's answers are dropped when the session ends or changes hands.
 */
export function createSiteQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      // A failed call shows its error and a retry button at once, as the spec's pages do.
      queries: { retry: false, staleTime: CACHE_FRESH_MS, refetchOnWindowFocus: false },
    },
  });
  let account = accountOf(getEventBus().current('session'));
  getEventBus()
    .state('session')
    .subscribe((session) => {
      const next = accountOf(session);
      if (next === account) return;
      account = next;
      client.removeQueries({ predicate: (query) => query.meta?.needsToken === true });
    });
  // An operator credited a deposit, paid a withdrawal, approved a redemption (pushed live):
  // every shown answer about the member's orders is asked again, as the balance beside it moved.
  let ordersVersion = getEventBus().current('orders').version;
  getEventBus()
    .state('orders')
    .subscribe(({ version }) => {
      if (version === ordersVersion) return;
      ordersVersion = version;
      void client.invalidateQueries({ predicate: (query) => query.meta?.followsOrders === true });
    });
  return client;
}
