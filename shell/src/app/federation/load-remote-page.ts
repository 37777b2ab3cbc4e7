import type { ComponentType } from 'react';
import { REMOTE_MODULES, RemoteKey } from '../../config/remote-modules';
import { loadRemoteModule } from './federation-runtime';

/** A remote whose module could not be had, or that exposes no component. */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteKey,
    cause: unknown,
  ) {
    super(`Remote ${remote} could not be loaded: ${String(cause)}`, { cause });
  }
}

type ExposedPage = { default?: ComponentType<Record<string, unknown>> };

/**
 * One exposed component of a remote (`exposes` in config/remote-modules.ts), its page by default.
 * A remote that cannot be loaded or is refused answers with the fallback (plugins/fallback).
 */
export async function loadRemotePage(
  key: RemoteKey,
  exposedName = 'page',
): Promise<{ default: ComponentType<Record<string, unknown>> }> {
  const module = REMOTE_MODULES[key];
  const exposes: Record<string, string | undefined> = module.exposes;
  const exposedPath = exposes[exposedName];
  if (!exposedPath) throw new RemoteLoadError(key, `it exposes no ${exposedName}`);
  const exposed = await loadRemoteModule<ExposedPage>(module.federationName, exposedPath);
  if (!exposed?.default) throw new RemoteLoadError(key, 'the module exposes no component');
  return { default: exposed.default };
}
