import {
  getEventBus,
  getPermission,
  type EncryptionKey,
  configureApiClient,
  endLocalSession,
  isDeploymentConfig,
  LOCAL_KEYS,
  readStoredLanguage,
  SESSION_KEYS,
  type DeploymentConfig,
} from '@site/shared';
import { getSystemStatus } from '../features/system/system-status.resource';
import { takeBootDeployment } from './boot/boot-requests';
import { registerEnabledRemotes } from './federation/register-enabled-remotes';
import { setReleaseContext } from './federation/federation-runtime';
import { loadRemoteChannels } from './federation/releases/load-remote-channels';
import { failedReleases, releaseSession } from './federation/releases/release-session';
import { resolveRemoteEntries } from './federation/releases/resolve-remote-entries';
import { startAnalytics } from './analytics';
import type { SiteContext } from '../ui/brand-state';
import { getDefaultStore } from 'jotai';
import {
  protectionEndedSessionAtom,
  trueAccountDialogOpenAtom,
} from '../features/session/session-ui-state';

/** The payload key of the last permission answer (spec §7 encrypted calls). */
let encryptionKey: EncryptionKey | null = null;

async function fetchDeployment(): Promise<unknown> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return response.json();
}

async function loadDeployment(): Promise<DeploymentConfig> {
  const deployment = await (takeBootDeployment() ?? fetchDeployment());
  if (!isDeploymentConfig(deployment)) throw new Error('remotes.json is not a deployment file');
  return deployment;
}

/**
 * spec §1 start-up: store the merchant code, load the permission data, load the tag-manager
 * id, then the app can show. The brand comes from the host the site is served from.
 */
export async function loadSiteContext(): Promise<SiteContext> {
  const deployment = await loadDeployment();
  configureApiClient({
    baseURL: deployment.apiBaseUrl,
    getMerchantCode: () => sessionStorage.getItem(SESSION_KEYS.merchantCode),
    getToken: () => sessionStorage.getItem(SESSION_KEYS.token),
    getLanguage: () => readStoredLanguage(),
    onUnauthorized: (refusal) => {
      endLocalSession();
      // issue 44: the member's session limit ends the session with a word of why.
      if (refusal.code === 'SESSION_LIMIT_REACHED')
        getDefaultStore().set(protectionEndedSessionAtom, refusal);
    },
    getEncryptionKey: () => encryptionKey,
    // spec §5: whichever app made the call, a trial account gets the true-account warning.
    onNotRealAccount: () => getDefaultStore().set(trueAccountDialogOpenAtom, true),
  });
  // The calls resolve the brand from this page's host (the status call through the Origin
  // header), so they run together.
  const [permission, status, channels] = await Promise.all([
    getPermission({ url: window.location.host }),
    getSystemStatus(),
    loadRemoteChannels(deployment),
  ]);
  encryptionKey = permission.encryption ?? null;
  const previousMerchant = sessionStorage.getItem(SESSION_KEYS.merchantCode);
  if (previousMerchant && previousMerchant !== permission.merchantCode) endLocalSession();
  for (const key of [SESSION_KEYS.merchantCode, SESSION_KEYS.merchant]) {
    sessionStorage.setItem(key, permission.merchantCode);
  }
  localStorage.setItem(LOCAL_KEYS.merchantCode, permission.merchantCode);
  sessionStorage.setItem(SESSION_KEYS.platform, 'web');
  // Remotes read the brand from the bus instead of asking for it again.
  getEventBus().setState('brand', permission);
  startAnalytics(permission.analytics.gtagId);
  // Issue 46: each remote at the version its channel gives this tab's release session.
  const session = releaseSession();
  if (deployment.releases)
    setReleaseContext({ environment: deployment.releases.environment, session });
  const entries = resolveRemoteEntries({
    deployment,
    channels,
    session,
    failed: failedReleases(),
  });
  const enabledRemotes =
    status.status === 0 ? registerEnabledRemotes(entries, permission.whitelabel) : new Set<never>();
  return { deployment, permission, status, enabledRemotes };
}
