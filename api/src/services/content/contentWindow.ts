import type { ContentState } from '@site/contracts';

/**
 * Where a banner or an announcement is in its window at `now`: not started yet (scheduled),
 * over (ended: its end has come), else showing (current). A null start is "from always", a
 * null end "until it is ended".
 */
export function contentState(start: Date | null, end: Date | null, now: Date): ContentState {
  if (end && end.getTime() <= now.getTime()) return 'ended';
  if (start && start.getTime() > now.getTime()) return 'scheduled';
  return 'current';
}

const STATE_RANK: Record<ContentState, number> = { current: 0, scheduled: 1, ended: 2 };

/** Showing first, then the scheduled ones, then the ended ones. */
export const stateRank = (state: ContentState): number => STATE_RANK[state];
