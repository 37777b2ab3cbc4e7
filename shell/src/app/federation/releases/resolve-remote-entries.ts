import type { RemoteChannels, DeploymentConfig } from '@site/shared';
import { chooseRelease, type ChosenRelease } from './choose-release';

/** Where the shell loads a remote from, and which release that is (none for a direct entry). */
export type RemoteEntry = { manifestUrl: string; release: ChosenRelease | null };

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * Each remote's manifest for this session: the version its channel gives the session (issue
 * 46), and a manifest the deployment file names directly over it. A release on a host the
 * deployment does not list is refused, and a last good version there is not offered.
 */
export function resolveRemoteEntries({
  deployment,
  channels,
  session,
  failed,
}: {
  deployment: DeploymentConfig;
  channels: RemoteChannels | null;
  session: string;
  /** `remote@version`s that failed to load in this session */
  failed: ReadonlySet<string>;
}): Record<string, RemoteEntry> {
  const allowed = new Set(
    (deployment.releases?.origins ?? []).map(originOf).filter((origin) => origin !== null),
  );
  const isAllowed = (url: string) => allowed.has(originOf(url) ?? '');
  const entries: Record<string, RemoteEntry> = {};
  for (const channel of channels?.remotes ?? []) {
    const failedVersions = new Set(
      [...failed]
        .filter((item) => item.startsWith(`${channel.remote}@`))
        .map((item) => item.slice(channel.remote.length + 1)),
    );
    const lastGood =
      channel.lastGood && isAllowed(channel.lastGood.manifestUrl) ? channel.lastGood : null;
    const release = chooseRelease({ ...channel, lastGood }, session, failedVersions);
    if (!isAllowed(release.manifestUrl)) {
      console.warn(`[remotes] ${channel.remote} ${release.version} is on a host not listed`);
      continue;
    }
    entries[channel.remote] = { manifestUrl: release.manifestUrl, release };
  }
  for (const [name, manifestUrl] of Object.entries(deployment.remotes ?? {}))
    entries[name] = { manifestUrl, release: null };
  return entries;
}
