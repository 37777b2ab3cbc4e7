import type { ReleaseRef, RemoteChannel } from '@site/shared';

/** The version a session runs of one remote, and the one to fall back on. */
export type ChosenRelease = ReleaseRef & {
  lane: 'pinned' | 'canary' | 'last-good';
  lastGood: ReleaseRef | null;
};

/**
 * A session's place from 0 to 99 for one remote: FNV-1a of the session key and the remote's name,
 * so the same session always lands in the same place (sticky without storing anything), and
 * the remotes' canaries pick independent shares of sessions.
 */
export function releaseBucket(session: string, remote: string): number {
  let hash = 0x811c9dc5;
  for (const character of `${session}\u0000${remote}`) {
    hash ^= character.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/**
 * The version of `channel` this session runs: the canary when the session's place is below the
 * canary's share (raising the share keeps the sessions that had it), else the pinned version.
 * A version that already failed to load in this session is not tried again: the session runs
 * the last good version instead, where there is one.
 */
export function chooseRelease(
  channel: RemoteChannel,
  session: string,
  failedInSession: ReadonlySet<string> = new Set(),
): ChosenRelease {
  const { canary, pinned, lastGood } = channel;
  const chosen =
    canary && releaseBucket(session, channel.remote) < canary.percent
      ? { version: canary.version, manifestUrl: canary.manifestUrl, lane: 'canary' as const }
      : { ...pinned, lane: 'pinned' as const };
  if (lastGood && failedInSession.has(chosen.version) && lastGood.version !== chosen.version)
    return { ...lastGood, lane: 'last-good', lastGood };
  return { ...chosen, lastGood };
}

/** Whether a session running `release` has another version, the last good one, to fall back on. */
export const canFallBackToLastGood = (release: ChosenRelease | null): boolean =>
  !!release?.lastGood && release.version !== release.lastGood.version;
