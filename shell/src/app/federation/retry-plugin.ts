import { RetryPlugin } from '@module-federation/retry-plugin';

/** Network failures of a manifest or an entry script are retried a little before giving up. */
export default function retryPlugin() {
  return RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 400 },
    script: { retryTimes: 2, retryDelay: 400 },
  });
}
