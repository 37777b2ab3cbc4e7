import { isEnabled, type WhitelabelNode } from '@site/shared';
import { REMOTE_MODULES, RemoteKey } from '../../config/remote-modules';
import { registerRemote } from './federation-runtime';
import type { RemoteEntry } from './releases/resolve-remote-entries';

const KNOWN_NAMES = new Set<string>(
  Object.values(REMOTE_MODULES).map((module) => module.federationName),
);

/**
 * Registers with the runtime the remotes the brand switched on, each at the manifest its release
 * channel gives this session or the deployment file names (releases/). A
 * module left out here is never fetched. A remote the shell does not know by name is registered
 * too: its manifest declares its pages and the whitelabel module that switches them
 * (declared-routes.ts), checked before any of its modules is loaded. Returns the enabled keys.
 */
export function registerEnabledRemotes(
  entries: Record<string, RemoteEntry>,
  whitelabel: WhitelabelNode[],
): Set<RemoteKey> {
  const enabled = new Set<RemoteKey>();
  for (const [key, module] of Object.entries(REMOTE_MODULES) as [
    RemoteKey,
    (typeof REMOTE_MODULES)[RemoteKey],
  ][]) {
    const entry = entries[module.federationName];
    if (!entry || !isEnabled(whitelabel, module.modId)) continue;
    enabled.add(key);
    registerRemote(module.federationName, entry);
  }
  for (const [name, entry] of Object.entries(entries))
    if (!KNOWN_NAMES.has(name)) registerRemote(name, entry);
  return enabled;
}
