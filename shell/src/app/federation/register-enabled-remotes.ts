import { registerRemotes } from '@module-federation/enhanced/runtime';
import { isEnabled, type DeploymentConfig, type WhitelabelNode } from '@site/shared';
import { REMOTE_MODULES, RemoteKey } from '../../config/remote-modules';

/**
 * Registers with the federation runtime only the remotes the brand switched on and the
 * deployment file knows. A module left out here is never fetched. Returns the enabled keys.
 */
export function registerEnabledRemotes(
  deployment: DeploymentConfig,
  whitelabel: WhitelabelNode[],
): Set<RemoteKey> {
  const enabled = new Set<RemoteKey>();
  const entries: { name: string; entry: string }[] = [];
  for (const [key, module] of Object.entries(REMOTE_MODULES) as [
    RemoteKey,
    (typeof REMOTE_MODULES)[RemoteKey],
  ][]) {
    const entry = deployment.remotes[module.federationName];
    if (!entry || !isEnabled(whitelabel, module.modId)) continue;
    enabled.add(key);
    entries.push({ name: module.federationName, entry });
  }
  registerRemotes(entries);
  return enabled;
}

/** Forgets what the runtime cached about a remote that failed, so the next load starts afresh. */
export function resetRemote(deployment: DeploymentConfig, key: RemoteKey): void {
  const module = REMOTE_MODULES[key];
  const entry = deployment.remotes[module.federationName];
  if (entry) registerRemotes([{ name: module.federationName, entry }], { force: true });
}
