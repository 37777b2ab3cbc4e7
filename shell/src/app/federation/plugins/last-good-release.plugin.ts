import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { canFallBackToLastGood, type ChosenRelease } from '../releases/choose-release';

/**
 * A remote's release that fails to load is tried once more as the channel's last good version
 * (issue 46) before the reader sees the fallback: the remote is registered again at the last
 * good manifest and the module loaded from there. It runs after the fallback plugin, so a
 * module it recovers takes the fallback's place; a retry that fails too leaves the fallback.
 */
export function lastGoodReleasePlugin({
  releaseOf,
  switchToLastGood,
}: {
  releaseOf: (remote: string) => ChosenRelease | null;
  /** registers `remote` at its last good version for the rest of the session */
  switchToLastGood: (remote: string) => void;
}): ModuleFederationRuntimePlugin {
  return {
    name: 'site-last-good-release',
    async errorLoadRemote({ id, lifecycle, remote, origin }) {
      if (lifecycle !== 'onLoad') return undefined;
      const name = remote?.name ?? id.split('/')[0]!;
      const release = releaseOf(name);
      if (!canFallBackToLastGood(release)) return undefined;
      console.warn(
        `[remotes] ${name} ${release!.version} did not load; trying ${release!.lastGood!.version}`,
      );
      switchToLastGood(name);
      const retried: unknown = await origin.loadRemote(id);
      // The fallback plugin answers a failed retry with its component, marked with the error.
      if (!retried || (typeof retried === 'object' && 'loadError' in retried)) return undefined;
      return retried as never;
    },
  };
}
