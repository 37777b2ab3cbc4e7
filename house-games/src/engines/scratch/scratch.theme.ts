import { baseThemeFor, pickFor, VOLATILITIES, type ThemeBase, type Volatility } from '../theme.js';
import { exactRtp, SCRATCH_TABLES, type ScratchTier } from './scratch.paytable.js';

/** Pictures the page draws for the eight tiers, smallest prize first. */
export const SCRATCH_SYMBOL_SETS = {
  gems: ['quartz', 'amethyst', 'topaz', 'sapphire', 'emerald', 'ruby', 'diamond', 'crown'],
  bengal: ['lotus', 'mango', 'boat', 'hilsa', 'peacock', 'elephant', 'tiger', 'royal-crown'],
  fruit: ['cherry', 'lemon', 'orange', 'plum', 'grapes', 'melon', 'bell', 'seven'],
  lucky: ['clover', 'horseshoe', 'coin', 'bag', 'key', 'chest', 'star', 'jackpot'],
} as const;
export type ScratchSymbolSet = keyof typeof SCRATCH_SYMBOL_SETS;

export interface ScratchTheme extends ThemeBase {
  kind: 'scratch';
  volatility: Volatility;
  symbolSet: ScratchSymbolSet;
  /** symbols[i] pays table[i]. */
  symbols: readonly string[];
  table: ScratchTier[];
}

export function themeFor(gameCode: string, name?: string): ScratchTheme {
  const volatility = pickFor(gameCode, 'volatility', VOLATILITIES);
  const table = SCRATCH_TABLES[volatility];
  const symbolSet = pickFor(
    gameCode,
    'symbols',
    Object.keys(SCRATCH_SYMBOL_SETS) as ScratchSymbolSet[],
  );
  return {
    ...baseThemeFor(gameCode, name, 1, exactRtp(table)),
    kind: 'scratch',
    volatility,
    symbolSet,
    symbols: SCRATCH_SYMBOL_SETS[symbolSet],
    table,
  };
}

export const maxPayoutMultiplier = (theme: ScratchTheme): number =>
  Math.max(...theme.table.map((tier) => tier.multiplier));
