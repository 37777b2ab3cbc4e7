import type { CrashRound } from '@site/contracts';
import { crash } from '@site/house-games/engines';

/**
 * The crash table's state: no round, a bet on its way, a running round (lead-in, then the curve)
 * drawn against the server's clock, a cash-out on its way, and a round the server settled.
 */
export type CrashTableState =
  | { phase: 'ready'; last: CrashRound | null }
  | { phase: 'betting'; last: CrashRound | null }
  | { phase: 'running' | 'cashingOut'; round: CrashRound; clock: CurveClock }
  | { phase: 'over'; last: CrashRound };

export type CrashTableAction =
  | { type: 'bet' }
  | { type: 'refused' }
  /** The server answered the round still running; `answeredAt` is the local clock then. */
  | { type: 'running'; round: CrashRound; answeredAt: number }
  | { type: 'cashOut' }
  | { type: 'cashOutRefused' }
  | { type: 'settled'; round: CrashRound };

/** Where the curve of one round is on the local clock. */
export interface CurveClock {
  /** The curve's start, server epoch ms. */
  startedAt: number;
  /** serverNow − Date.now() when the server answered: the server's clock on this device. */
  offsetMs: number;
}

export const clockOf = (round: CrashRound, answeredAt: number): CurveClock => ({
  startedAt: round.startedAt,
  offsetMs: round.serverNow - answeredAt,
});

/** Milliseconds since the curve started at local time `localNow` (negative in the lead-in). */
export const elapsedAt = (clock: CurveClock, localNow: number) =>
  localNow + clock.offsetMs - clock.startedAt;

/** The multiplier the curve shows, in hundredths, never above the round's cap. */
export const shownHundredths = (round: CrashRound, elapsedMs: number) =>
  Math.min(crash.hundredthsAt(elapsedMs), toHundredths(round.maxMultiplier));

/** A decimal multiplier of the API (2.5) in the engine's hundredths (250). */
export const toHundredths = (multiplier: number) => Math.round(multiplier * 100);

export function crashTableReducer(
  state: CrashTableState,
  action: CrashTableAction,
): CrashTableState {
  switch (action.type) {
    case 'bet':
      return state.phase === 'ready' || state.phase === 'over'
        ? { phase: 'betting', last: state.last }
        : state;
    case 'refused':
      return state.phase === 'betting' ? { phase: 'ready', last: state.last } : state;
    case 'running': {
      // A poll answering the round already on the table keeps its clock.
      const onTable =
        (state.phase === 'running' || state.phase === 'cashingOut') &&
        state.round.roundId === action.round.roundId;
      return onTable
        ? state
        : {
            phase: 'running',
            round: action.round,
            clock: clockOf(action.round, action.answeredAt),
          };
    }
    case 'cashOut':
      return state.phase === 'running' ? { ...state, phase: 'cashingOut' } : state;
    case 'cashOutRefused':
      return state.phase === 'cashingOut' ? { ...state, phase: 'running' } : state;
    case 'settled':
      return action.round.status === 'SETTLED' ? { phase: 'over', last: action.round } : state;
  }
}

/** Why an auto cash-out entry is refused, or its multiplier in hundredths. */
export type AutoCashOut =
  { ok: true; hundredths: number | null } | { ok: false; reason: 'format' | 'range' };

const BENGALI_ZERO = '০'.charCodeAt(0);

/**
 * Reads the auto cash-out field: empty for none, else a multiplier with at most two decimals
 * (Bengali or Latin digits, an optional trailing ×), from 1.01× up to the round's cap.
 */
export function parseAutoCashOut(text: string, maxHundredths: number): AutoCashOut {
  const latin = text
    .trim()
    .replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO))
    .replace(/\s*[×xX]$/, '');
  if (latin === '') return { ok: true, hundredths: null };
  if (!/^\d+(\.\d{1,2})?$/.test(latin)) return { ok: false, reason: 'format' };
  const hundredths = toHundredths(Number(latin));
  return hundredths >= crash.MIN_CASH_OUT_HUNDREDTHS && hundredths <= maxHundredths
    ? { ok: true, hundredths }
    : { ok: false, reason: 'range' };
}
