import { baseThemeFor, pickFor, type ThemeBase } from '../theme.js';

export type FeltStyle = 'classic-green' | 'royal-blue' | 'burgundy' | 'midnight';
const FELTS: readonly FeltStyle[] = ['classic-green', 'royal-blue', 'burgundy', 'midnight'];

/**
 * The shoe's size sets the return: fewer decks favour the player. These are the returns of the
 * rules in blackjack.paytable.ts under basic strategy, as the RTP bench measures them.
 */
const RTP_BY_DECKS = { 2: 0.9975, 6: 0.9955, 8: 0.9953 } as const;
export type DeckCount = keyof typeof RTP_BY_DECKS;
export const DECK_COUNTS = Object.keys(RTP_BY_DECKS).map(Number) as DeckCount[];

export interface BlackjackTheme extends ThemeBase {
  kind: 'blackjack';
  decks: DeckCount;
  felt: FeltStyle;
}

/** Stakes step by 2 minor units so a 3:2 natural and a half-stake insurance stay whole. */
const STAKE_STEP_MINOR = 2;

export function themeFor(gameCode: string, name?: string): BlackjackTheme {
  const decks = pickFor(gameCode, 'decks', DECK_COUNTS);
  return {
    ...baseThemeFor(gameCode, name, STAKE_STEP_MINOR, RTP_BY_DECKS[decks]),
    kind: 'blackjack',
    decks,
    felt: pickFor(gameCode, 'felt', FELTS),
  };
}

/**
 * The most a round returns per unit of its first stake: split, double both hands, win both
 * (4 units staked, 8 back). A natural returns 2.5 and insurance with a push 2.5.
 */
export const maxPayoutMultiplier = (_theme: BlackjackTheme): number => 8;
