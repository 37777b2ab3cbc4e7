import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { failureRecordPlugin } from './failure-record.plugin';
import { lastGoodManifestPlugin } from './last-good-manifest.plugin';
import { remoteCompatibilityPlugin } from './remote-compatibility.plugin';
import { retryAndTimeoutPlugin } from './retry-and-timeout.plugin';

export { IncompatibleRemoteError } from './remote-compatibility.plugin';
export { recentRemoteFailures } from './failure-record.plugin';
export { fallbackPlugin } from './fallback.plugin';
export { lastGoodReleasePlugin } from './last-good-release.plugin';
export { loadReportPlugin } from './load-report.plugin';
export { LOAD_TIMEOUT_MS } from './retry-and-timeout.plugin';

/**
 * The shell's federation policies, in the order the runtime runs them: retries and time-out on
 * the network, the last good manifest when one cannot be had, the compatibility check of each
 * exposed module, and the record of every failure. The fallback plugin is added by the app, which
 * owns the component it shows.
 */
export const SITE_FEDERATION_PLUGINS: ModuleFederationRuntimePlugin[] = [
  retryAndTimeoutPlugin(),
  lastGoodManifestPlugin(),
  remoteCompatibilityPlugin(),
  failureRecordPlugin(),
];
