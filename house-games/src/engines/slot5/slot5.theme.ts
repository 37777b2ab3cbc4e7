import { baseThemeFor, pickFor, VOLATILITIES, type ThemeBase, type Volatility } from '../theme.js';
import {
  reelStrips,
  SLOT_RTP,
  SLOT_RULES,
  type SlotRules,
  type SlotSymbol,
} from './slot5.paytable.js';
import { LINE_COUNT } from './slot5.engine.js';

/** The picture each symbol is drawn as, per symbol set. */
export const SLOT_SYMBOL_SETS = {
  bengal: {
    W: 'royal-tiger',
    S: 'lotus',
    H1: 'elephant',
    H2: 'peacock',
    H3: 'river-boat',
    H4: 'hilsa',
    L1: 'A',
    L2: 'K',
    L3: 'Q',
    L4: 'J',
    L5: '10',
  },
  gems: {
    W: 'crown',
    S: 'treasure-chest',
    H1: 'diamond',
    H2: 'ruby',
    H3: 'emerald',
    H4: 'sapphire',
    L1: 'A',
    L2: 'K',
    L3: 'Q',
    L4: 'J',
    L5: '10',
  },
  mythic: {
    W: 'dragon',
    S: 'golden-egg',
    H1: 'phoenix',
    H2: 'qilin',
    H3: 'tortoise',
    H4: 'koi',
    L1: 'A',
    L2: 'K',
    L3: 'Q',
    L4: 'J',
    L5: '10',
  },
  fruit: {
    W: 'wild-star',
    S: 'bell',
    H1: 'seven',
    H2: 'bar',
    H3: 'watermelon',
    H4: 'grapes',
    L1: 'plum',
    L2: 'orange',
    L3: 'lemon',
    L4: 'cherry',
    L5: 'strawberry',
  },
  monsoon: {
    W: 'lightning',
    S: 'rainbow',
    H1: 'umbrella',
    H2: 'kite',
    H3: 'paper-boat',
    H4: 'frog',
    L1: 'A',
    L2: 'K',
    L3: 'Q',
    L4: 'J',
    L5: '10',
  },
} as const satisfies Record<string, Record<SlotSymbol, string>>;
export type SlotSymbolSet = keyof typeof SLOT_SYMBOL_SETS;

export interface Slot5Theme extends ThemeBase {
  kind: 'slot5';
  volatility: Volatility;
  symbolSet: SlotSymbolSet;
  symbolNames: Record<SlotSymbol, string>;
  rules: SlotRules;
  /** Reel strips, reel 1 to 5, as the rules page lists them. */
  strips: SlotSymbol[][];
}

export function themeFor(gameCode: string, name?: string): Slot5Theme {
  const volatility = pickFor(gameCode, 'volatility', VOLATILITIES);
  const symbolSet = pickFor(gameCode, 'symbols', Object.keys(SLOT_SYMBOL_SETS) as SlotSymbolSet[]);
  const rules = SLOT_RULES[volatility];
  const strips = reelStrips(rules);
  return {
    ...baseThemeFor(gameCode, name, LINE_COUNT, SLOT_RTP[volatility]),
    kind: 'slot5',
    volatility,
    symbolSet,
    symbolNames: SLOT_SYMBOL_SETS[symbolSet],
    rules,
    strips,
  };
}

/**
 * A bound on one round's pay, × the total bet: every line at the top pay (20 lines × line bet =
 * the total bet) plus five scatters, in the base spin and in each multiplied free spin. Real
 * rounds stay far below it; it only has to be safe.
 */
export function maxPayoutMultiplier(theme: Slot5Theme): number {
  const { linePays, scatterPays, freeSpins, freeSpinMultiplier } = theme.rules;
  const spin = Math.max(...Object.values(linePays).map((pays) => pays[2])) + scatterPays[2];
  return spin * (1 + freeSpins * freeSpinMultiplier);
}
