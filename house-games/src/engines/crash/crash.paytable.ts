import { chanceToReach } from './crash.engine.js';
import type { CrashTheme } from './crash.theme.js';

export interface CrashPaytableRow {
  cashOutHundredths: number;
  /** The chance the curve reaches this multiplier. */
  chance: number;
  /** multiplier × chance: the same for every row, the theme's RTP. */
  returnToPlayer: number;
}

const SHOWN_TARGETS = [101, 150, 200, 500, 1_000, 10_000] as const;

/** The rules page's table: sample cash-out targets and the chance each is reached. */
export function crashPaytable(theme: CrashTheme): CrashPaytableRow[] {
  return [...SHOWN_TARGETS, theme.maxCrashPointHundredths].map((cashOutHundredths) =>
    exactRtp(theme, cashOutHundredths),
  );
}

/** The exact return of always cashing out at a target: target × P(crash ≥ target). */
export function exactRtp(theme: CrashTheme, cashOutHundredths: number): CrashPaytableRow {
  const chance = chanceToReach(theme, cashOutHundredths);
  return { cashOutHundredths, chance, returnToPlayer: (cashOutHundredths / 100) * chance };
}
