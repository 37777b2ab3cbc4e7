import { EngineRuleError, assertStake } from '../theme.js';
import type { CrashTheme } from './crash.theme.js';

/**
 * Crash: a multiplier climbs from 1.00× along multiplier(t) = e^(k·t) until the round's crash
 * point; a bet cashed out at a multiplier not above the crash point wins stake × that
 * multiplier, any other bet loses. Multipliers are integers in hundredths (250 = 2.50×).
 *
 * k = 0.00006 per ms: 2× after 11.55 s, 10× after 38.4 s, 100× after 76.8 s. The page draws
 * the curve and the server judges a manual cash-out with the same two functions below.
 */
export const CURVE_K_PER_MS = 0.00006;
/** The lowest cash-out: at 1.00× a bet would only come back. */
export const MIN_CASH_OUT_HUNDREDTHS = 101;

export const multiplierAt = (elapsedMs: number): number =>
  Math.exp(CURVE_K_PER_MS * Math.max(0, elapsedMs));

/** The multiplier shown at elapsedMs, in hundredths, rounded down (the epsilon absorbs float error). */
export const hundredthsAt = (elapsedMs: number): number =>
  Math.floor(100 * multiplierAt(elapsedMs) + 1e-9);

/** When the curve reaches a multiplier in hundredths: the inverse of hundredthsAt. */
export const msToReach = (hundredths: number): number =>
  Math.log(hundredths / 100) / CURVE_K_PER_MS;

/**
 * The crash point a uniform float in [0, 1) stands for: floor(100 · rtp / (1 − u)), at least
 * 100 and at most the theme's cap. Then P(crash ≥ m) = 100 · rtp / m for every m from 101 up to
 * the cap, so every cash-out target, and every manual cash-out rule, returns exactly the
 * target RTP. The member's seed stream gives the float (FAIRNESS.md); this fixes the distribution.
 */
export function crashPointFromFloat(theme: CrashTheme, float: number): number {
  const uncapped = Math.floor((100 * theme.targetRtp) / (1 - float));
  return Math.min(theme.maxCrashPointHundredths, Math.max(100, uncapped));
}

/** P(crash point ≥ m): the chance a cash-out target of m hundredths is reached. */
export function chanceToReach(theme: CrashTheme, hundredths: number): number {
  if (hundredths > theme.maxCrashPointHundredths) return 0;
  return Math.min(1, (100 * theme.targetRtp) / hundredths);
}

export interface CrashBet {
  stakeMinor: number;
  /** Cash out automatically when the curve reaches this, in hundredths. */
  autoCashOutHundredths?: number;
}

export interface CrashSettlement {
  stakeMinor: number;
  crashPointHundredths: number;
  /** The multiplier the bet left at, or null when it rode into the crash. */
  cashedOutAtHundredths: number | null;
  /** stake × multiplier, rounded down to the minor unit; 0 when lost. */
  winMinor: number;
}

/** A cash-out below 1.01× is refused; an auto target must also be reachable (not above the cap). */
function assertCashOut(hundredths: number, highest: number, what: string): void {
  if (
    !Number.isInteger(hundredths) ||
    hundredths < MIN_CASH_OUT_HUNDREDTHS ||
    hundredths > highest
  ) {
    throw new EngineRuleError(
      `${what} ${hundredths} is outside ${MIN_CASH_OUT_HUNDREDTHS}..${highest}`,
    );
  }
}

export function assertCrashBet(theme: CrashTheme, bet: CrashBet): void {
  assertStake(theme.bet, bet.stakeMinor);
  if (bet.autoCashOutHundredths !== undefined) {
    assertCashOut(bet.autoCashOutHundredths, theme.maxCrashPointHundredths, 'auto cash-out');
  }
}

/**
 * Settles a bet once the crash point is known. `manualCashOutHundredths` is the multiplier the
 * server read off the curve (hundredthsAt) when the player's cash-out arrived (one that arrives
 * after the crash reads above the crash point and loses); the bet leaves at the earlier of it and
 * the auto target, and wins if that is not above the crash point.
 */
export function settleCrash(
  theme: CrashTheme,
  bet: CrashBet,
  crashPointHundredths: number,
  manualCashOutHundredths?: number,
): CrashSettlement {
  assertCrashBet(theme, bet);
  if (manualCashOutHundredths !== undefined) {
    assertCashOut(manualCashOutHundredths, Number.MAX_SAFE_INTEGER, 'cash-out');
  }
  const exits = [bet.autoCashOutHundredths, manualCashOutHundredths].filter(
    (exit): exit is number => exit !== undefined,
  );
  const exit = exits.length > 0 ? Math.min(...exits) : undefined;
  const cashedOut = exit !== undefined && exit <= crashPointHundredths ? exit : null;
  return {
    stakeMinor: bet.stakeMinor,
    crashPointHundredths,
    cashedOutAtHundredths: cashedOut,
    winMinor: cashedOut === null ? 0 : Math.floor((bet.stakeMinor * cashedOut) / 100),
  };
}
