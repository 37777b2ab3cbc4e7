import type { PlaySession } from '@site/shared';

/** When a session whose limit has passed is asked about again, if the API still answered. */
export const SESSION_END_RECHECK_MS = 30_000;

export type SessionEvent = { kind: 'reality-check' | 'session-end'; at: number };

/**
 * The next reality check (RTS 13): every `intervalMinutes` counted from the session's start,
 * the first such moment after `now`; none (Infinity) without a positive interval. Times are
 * epoch milliseconds.
 */
export function nextRealityCheckAt(
  startedAt: number,
  intervalMinutes: number,
  now: number,
): number {
  const interval = intervalMinutes * 60_000;
  if (!(interval > 0)) return Number.POSITIVE_INFINITY;
  const elapsed = Math.max(0, now - startedAt);
  return startedAt + (Math.floor(elapsed / interval) + 1) * interval;
}

/**
 * What the site does next for a logged-in member: the reality check, or, when the session limit
 * ends the login first, asking the API (which ends the session with SESSION_LIMIT_REACHED). A
 * limit already past is asked about again a little later, so a clock ahead of the API's does
 * not ask in a loop.
 */
export function nextSessionEvent(session: PlaySession, now: number): SessionEvent {
  const check = nextRealityCheckAt(Date.parse(session.startedAt), session.realityCheckMinutes, now);
  if (session.endsAt === null) return { kind: 'reality-check', at: check };
  const endsAt = Date.parse(session.endsAt);
  const end = endsAt > now ? endsAt : now + SESSION_END_RECHECK_MS;
  return end <= check ? { kind: 'session-end', at: end } : { kind: 'reality-check', at: check };
}
