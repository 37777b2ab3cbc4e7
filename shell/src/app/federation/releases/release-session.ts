import { SESSION_KEYS } from '@site/shared';

/**
 * This tab's release session (issue 46): a random key made once and kept for the tab's life,
 * so the canary share a player falls in stays the same at every reload, and a logout keeps it.
 */
export function releaseSession(storage: Storage = sessionStorage): string {
  const kept = storage.getItem(SESSION_KEYS.releaseSession);
  if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const key = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  storage.setItem(SESSION_KEYS.releaseSession, key);
  return key;
}

/** The `remote@version`s that failed to load in this tab. */
export function failedReleases(storage: Storage = sessionStorage): Set<string> {
  try {
    const kept: unknown = JSON.parse(storage.getItem(SESSION_KEYS.failedReleases) ?? '[]');
    return new Set(Array.isArray(kept) ? kept.filter((item) => typeof item === 'string') : []);
  } catch {
    return new Set();
  }
}

export function rememberFailedRelease(
  remote: string,
  version: string,
  storage: Storage = sessionStorage,
): void {
  const failed = failedReleases(storage);
  failed.add(`${remote}@${version}`);
  storage.setItem(SESSION_KEYS.failedReleases, JSON.stringify([...failed].slice(-50)));
}
