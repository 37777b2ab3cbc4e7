import { preloadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_MODULES, RemoteKey } from '../../config/remote-modules';

const preloaded = new Set<RemoteKey>();

/** Starts fetching a remote's page when its navigation entry is hovered or focused. */
export function preloadRemotePage(key: RemoteKey): void {
  if (preloaded.has(key)) return;
  preloaded.add(key);
  const module = REMOTE_MODULES[key];
  preloadRemote([
    { nameOrAlias: module.federationName, exposes: [module.exposes.page], resourceCategory: 'all' },
  ]).catch(() => preloaded.delete(key));
}
