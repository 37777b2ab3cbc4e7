import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

/** Network failures of a manifest or an entry script are retried a little before giving up. */
export const NETWORK_RETRIES = 2;
export const RETRY_DELAY_MS = 400;
/** A manifest or an entry script not there by then is given up (the fallback shows). */
export const LOAD_TIMEOUT_MS = 15_000;

/**
 * Retries (the published retry plugin: the manifest's fetch, the entry script, the exposed
 * module's chunks) and a time-out on each manifest request and entry script, so a remote that
 * hangs shows its fallback instead of a skeleton for ever.
 */
export function retryAndTimeoutPlugin(): ModuleFederationRuntimePlugin {
  const retry = RetryPlugin({
    fetch: { retryTimes: NETWORK_RETRIES, retryDelay: RETRY_DELAY_MS },
    script: { retryTimes: NETWORK_RETRIES, retryDelay: RETRY_DELAY_MS },
  }) as ModuleFederationRuntimePlugin;
  return {
    ...retry,
    name: 'site-retry-and-timeout',
    fetch(url, init) {
      // Each attempt has the whole time-out; the runtime asks with no cache rules of its own.
      return retry.fetch!(url, {
        ...init,
        cache: 'no-cache',
        signal: AbortSignal.timeout(LOAD_TIMEOUT_MS),
      });
    },
    createScript() {
      return { timeout: LOAD_TIMEOUT_MS };
    },
  };
}
