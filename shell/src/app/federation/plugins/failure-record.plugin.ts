import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export type RemoteFailure = { id: string; lifecycle: string; message: string; at: number };

const MAX_KEPT = 20;
const failures: RemoteFailure[] = [];

/** The last remote load failures, so support can read them from the console. */
export const recentRemoteFailures = (): readonly RemoteFailure[] => failures;

/** Records every failed load (which remote, at which stage, why); changes nothing of the load. */
export function failureRecordPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-failure-record',
    errorLoadRemote({ id, lifecycle, error }) {
      failures.push({ id, lifecycle, message: String(error), at: Date.now() });
      if (failures.length > MAX_KEPT) failures.shift();
      console.warn(`[remotes] ${id} failed at ${lifecycle}: ${String(error)}`);
      return undefined;
    },
  };
}
