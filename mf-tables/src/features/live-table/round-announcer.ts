import type { LiveRound } from '@site/contracts';
import { LIVE_TABLE_CONFIG } from './live-table-config';
import type { RoundPhase } from './round-clock';

/**
 * What the screen reader's polite live region says now, as a key and its values: the phase as
 * it changes, the countdown only at a few moments (never every second), the result once. The
 * region speaks when the text changes, so the same text twice is said once.
 */
export function announcementOf(
  round: LiveRound | null,
  phase: RoundPhase,
  seconds: number,
): { key: string; values: Record<string, unknown> } | null {
  if (phase === 'CLOSED') return { key: 'announce.tableClosed', values: {} };
  if (!round) return null;
  if (phase === 'BETTING') {
    const mark = LIVE_TABLE_CONFIG.announceAtSeconds.find((at) => seconds <= at && seconds > 0);
    return mark === undefined
      ? { key: 'announce.open', values: { roundNo: round.roundNo } }
      : { key: 'announce.secondsLeft', values: { roundNo: round.roundNo, n: mark } };
  }
  if (phase === 'DEALING') return { key: 'announce.closed', values: { roundNo: round.roundNo } };
  return { key: 'announce.result', values: { roundNo: round.roundNo, winner: round.winner } };
}
