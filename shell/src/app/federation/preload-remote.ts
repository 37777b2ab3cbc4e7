import { REMOTE_MODULES, RemoteKey } from '../../config/remote-modules';
import { preloadRemoteModule } from './federation-runtime';

const preloaded = new Set<RemoteKey>();

/** Starts fetching a remote's page when its navigation entry is hovered or focused. */
export function preloadRemotePage(key: RemoteKey): void {
  if (preloaded.has(key)) return;
  preloaded.add(key);
  const module = REMOTE_MODULES[key];
  preloadRemoteModule(module.federationName, module.exposes.page).catch(() =>
    preloaded.delete(key),
  );
}
