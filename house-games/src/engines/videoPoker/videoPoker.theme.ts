import { baseThemeFor, pickFor, type ThemeBase } from '../theme.js';
import { JACKS_OR_BETTER_9_6, OPTIMAL_RTP } from './videoPoker.paytable.js';

export type CardStyle = 'classic' | 'neon' | 'royal' | 'bengal-silk';
const CARD_STYLES: readonly CardStyle[] = ['classic', 'neon', 'royal', 'bengal-silk'];

/** Every entry plays the same 9/6 table; entries differ in look and bet range. */
export interface VideoPokerTheme extends ThemeBase {
  kind: 'videoPoker';
  cardStyle: CardStyle;
  paytable: typeof JACKS_OR_BETTER_9_6;
}

export function themeFor(gameCode: string, name?: string): VideoPokerTheme {
  return {
    ...baseThemeFor(gameCode, name, 1, OPTIMAL_RTP),
    kind: 'videoPoker',
    cardStyle: pickFor(gameCode, 'cards', CARD_STYLES),
    paytable: JACKS_OR_BETTER_9_6,
  };
}

/** A royal flush pays 800 × the stake. */
export const maxPayoutMultiplier = (theme: VideoPokerTheme): number =>
  theme.paytable['royal-flush'];
