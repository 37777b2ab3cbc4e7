import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { recordRemoteFailure } from './remote-failures';

/**
 * The runtime's errorLoadRemote hook: every failed remote load is recorded (for the fallback and
 * for support), then the error goes on to the remote boundary, which shows the fallback.
 */
export default function loadErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-load-error-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      recordRemoteFailure({
        id: String(id),
        lifecycle: String(lifecycle),
        message: String(error),
        at: Date.now(),
      });
      return undefined;
    },
  };
}
