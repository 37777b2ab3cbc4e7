import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const KEY_PREFIX = 'mf-last-good:';

/**
 * Keeps each remote's last manifest that loaded, and answers with it when the manifest cannot be
 * had (a deploy cut short, a CDN's error page, the remote's host down for its manifest alone):
 * the reader keeps the version they had instead of a fallback. Its chunks are content-hashed and
 * kept beside newer ones, so the old manifest still names files that exist.
 */
export function lastGoodManifestPlugin(
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): ModuleFederationRuntimePlugin {
  return {
    name: 'site-last-good-manifest',
    afterLoadManifest({ manifestUrl, manifestJson, error, cached }) {
      if (error || cached || !manifestJson) return;
      try {
        storage.setItem(KEY_PREFIX + manifestUrl, JSON.stringify(manifestJson));
      } catch {
        // a full or refused storage only loses the safety net
      }
    },
    errorLoadRemote({ id, lifecycle }) {
      if (lifecycle !== 'afterResolve') return undefined;
      const kept = storage.getItem(KEY_PREFIX + id);
      if (!kept) return undefined;
      console.warn(`[remotes] ${id} did not load; using the last manifest that did`);
      return JSON.parse(kept) as never;
    },
  };
}
