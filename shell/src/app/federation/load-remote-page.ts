import { checkProtocol, checkSharedVersion } from '@site/shared';
import type { ComponentType } from 'react';
import { REMOTE_MODULES, RemoteKey } from '../../config/remote-modules';
import { loadRemoteModule } from './remote-containers';

/** A remote that could not be fetched or started. */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteKey,
    cause: unknown,
  ) {
    super(`Remote ${remote} could not be loaded: ${String(cause)}`, { cause });
  }
}

/** A remote built against another major of the bus protocol or of @site/shared. */
export class IncompatibleRemoteError extends Error {
  override readonly name = 'IncompatibleRemoteError';
}

type ExposedPage = {
  default: ComponentType<Record<string, unknown>>;
  protocolVersion?: unknown;
  sharedVersion?: unknown;
};

/** One exposed component of a remote (`exposes` in config/remote-modules.ts), its page by default. */
export async function loadRemotePage(
  key: RemoteKey,
  exposedName = 'page',
): Promise<{ default: ComponentType<Record<string, unknown>> }> {
  const module = REMOTE_MODULES[key];
  const exposes: Record<string, string | undefined> = module.exposes;
  const exposedPath = exposes[exposedName];
  if (!exposedPath) throw new RemoteLoadError(key, `it exposes no ${exposedName}`);
  let exposed: ExposedPage | null;
  try {
    exposed = await loadRemoteModule<ExposedPage>(module.federationName, exposedPath);
  } catch (error) {
    throw new RemoteLoadError(key, error);
  }
  if (!exposed?.default) throw new RemoteLoadError(key, 'the module exposes no component');
  for (const check of [
    checkProtocol(exposed.protocolVersion),
    checkSharedVersion(exposed.sharedVersion),
  ]) {
    if (!check.compatible) throw new IncompatibleRemoteError(check.reason);
  }
  return { default: exposed.default };
}
