import type { LiveRound } from '@site/contracts';

/**
 * The page counts down on the server's clock, not the device's: `offsetMs` is how far the
 * server's clock is ahead of this one, taken from the `serverTime` of the last answer or push
 * (less the time it took to arrive, which is unknown and small).
 */
export const clockOffsetMs = (serverTime: string, receivedAtMs: number): number =>
  Date.parse(serverTime) - receivedAtMs;

export type RoundPhase = 'BETTING' | 'DEALING' | 'RESULT' | 'WAITING' | 'CLOSED';

/**
 * What the table shows now: bets open, the cards being dealt, the result, no round yet, or
 * closed (an operator paused the table: its last round is over and no next one opens).
 */
export function phaseOf(round: LiveRound | null, serverNowMs: number, paused = false): RoundPhase {
  if (paused && (!round || round.state === 'SETTLED')) return 'CLOSED';
  if (!round) return 'WAITING';
  if (round.state === 'RESULT' || round.state === 'SETTLED') return 'RESULT';
  if (round.state === 'BETTING' && serverNowMs < Date.parse(round.closesAt)) return 'BETTING';
  return 'DEALING';
}

/** Whole seconds until the phase's deadline (the betting window's or the result's), never below 0. */
export function secondsLeft(round: LiveRound | null, serverNowMs: number): number {
  if (!round) return 0;
  const phase = phaseOf(round, serverNowMs);
  const deadline =
    phase === 'BETTING' ? round.closesAt : phase === 'DEALING' ? round.resultDueAt : null;
  if (!deadline) return 0;
  return Math.max(0, Math.ceil((Date.parse(deadline) - serverNowMs) / 1000));
}
