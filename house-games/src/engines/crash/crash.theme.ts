import { baseThemeFor, pickFor, type ThemeBase, type Volatility } from '../theme.js';

/** A crash game's look and limits: the highest crash point caps what a round can pay. */
export interface CrashTheme extends ThemeBase {
  kind: 'crash';
  volatility: Volatility;
  /** The curve stops here: no round crashes above it, so no cash-out pays more. Hundredths. */
  maxCrashPointHundredths: number;
  /** What the curve is drawn as on the page. */
  scene: CrashScene;
}

export type CrashScene = 'rocket' | 'kite' | 'balloon' | 'tiger-leap' | 'comet';
const SCENES: readonly CrashScene[] = ['rocket', 'kite', 'balloon', 'tiger-leap', 'comet'];

/** Each cap keeps the crash distribution exact up to it (see crashPointFromFloat). */
const CAP_BY_VOLATILITY: Record<Volatility, number> = {
  low: 1_000_00,
  medium: 5_000_00,
  high: 10_000_00,
};

export const CRASH_TARGET_RTP = 0.97;

export function themeFor(gameCode: string, name?: string): CrashTheme {
  const volatility = pickFor<Volatility>(gameCode, 'volatility', ['low', 'medium', 'high']);
  return {
    ...baseThemeFor(gameCode, name, 1, CRASH_TARGET_RTP),
    kind: 'crash',
    volatility,
    maxCrashPointHundredths: CAP_BY_VOLATILITY[volatility],
    scene: pickFor(gameCode, 'scene', SCENES),
  };
}

/** The most a round pays as a multiple of its stake: a cash-out at the cap. */
export const maxPayoutMultiplier = (theme: CrashTheme): number =>
  theme.maxCrashPointHundredths / 100;
