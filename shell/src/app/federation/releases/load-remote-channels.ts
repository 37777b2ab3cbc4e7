import type { RemoteChannels, DeploymentConfig } from '@site/shared';
import { getRemoteChannels } from './remote-channels.resource';

const KEPT_KEY = 'mf-channels:';

/**
 * The brand's release channels for the deployment's environment, or null without a registry.
 * The last answer is kept, so a registry that cannot be reached leaves the site on the versions
 * it ran last rather than on none.
 */
export async function loadRemoteChannels(
  deployment: DeploymentConfig,
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): Promise<RemoteChannels | null> {
  const environment = deployment.releases?.environment;
  if (!environment) return null;
  const keptKey = KEPT_KEY + environment;
  try {
    const channels = await getRemoteChannels({ url: window.location.host, environment });
    try {
      storage.setItem(keptKey, JSON.stringify(channels));
    } catch {
      // a full or refused storage only loses the safety net
    }
    return channels;
  } catch (error) {
    const kept = storage.getItem(keptKey);
    console.warn(`[remotes] the release channels did not load: ${String(error)}`);
    return kept ? (JSON.parse(kept) as RemoteChannels) : null;
  }
}
