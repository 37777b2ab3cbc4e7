import { checkProtocol, checkSharedVersion } from '@site/shared';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A remote built against another major of the bus protocol or of @site/shared. */
export class IncompatibleRemoteError extends Error {
  override readonly name = 'IncompatibleRemoteError';
  constructor(
    reason: string,
    /** which check refused it (a load report's stage, issue 46) */
    readonly stage: 'protocol' | 'shared-core',
  ) {
    super(reason);
  }
}

type BuiltWith = { protocolVersion?: unknown; sharedVersion?: unknown };

/**
 * Refuses an exposed module built against another major of the bus protocol or of the shared
 * core: each remote exports the versions it was built with (`@site/shared/build-info`), and a
 * mismatch fails the load with a clear reason instead of breaking the page later.
 */
export function remoteCompatibilityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-remote-compatibility',
    onLoad({ exposeModule }) {
      if (exposeModule === undefined) return;
      const builtWith = (exposeModule ?? {}) as BuiltWith;
      const protocol = checkProtocol(builtWith.protocolVersion);
      if (!protocol.compatible) throw new IncompatibleRemoteError(protocol.reason, 'protocol');
      const shared = checkSharedVersion(builtWith.sharedVersion);
      if (!shared.compatible) throw new IncompatibleRemoteError(shared.reason, 'shared-core');
    },
  };
}
