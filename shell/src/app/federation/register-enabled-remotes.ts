import { isEnabled, type DeploymentConfig, type WhitelabelNode } from '@site/shared';
import { REMOTE_MODULES, RemoteKey } from '../../config/remote-modules';
import { registerRemote } from './federation-runtime';

/**
 * Registers with the remote loader only the remotes the brand switched on and the
 * deployment file knows. A module left out here is never fetched. Returns the enabled keys.
 */
export function registerEnabledRemotes(
  deployment: DeploymentConfig,
  whitelabel: WhitelabelNode[],
): Set<RemoteKey> {
  const enabled = new Set<RemoteKey>();
  for (const [key, module] of Object.entries(REMOTE_MODULES) as [
    RemoteKey,
    (typeof REMOTE_MODULES)[RemoteKey],
  ][]) {
    const entry = deployment.remotes[module.federationName];
    if (!entry || !isEnabled(whitelabel, module.modId)) continue;
    enabled.add(key);
    registerRemote(module.federationName, entry);
  }
  return enabled;
}
