import type { Volatility } from '../theme.js';

/**
 * A scratch card's prize table: eight prize tiers, smallest first; weights are cards per million
 * that win the tier, the rest of the million win nothing. Every table returns Σ weight ×
 * multiplier / 1,000,000 = 96 % exactly.
 */
export interface ScratchTier {
  multiplier: number;
  weightPerMillion: number;
}

export const CARDS_PER_TABLE = 1_000_000;

const tiers = (rows: ReadonlyArray<readonly [number, number]>): ScratchTier[] =>
  rows.map(([multiplier, weightPerMillion]) => ({ multiplier, weightPerMillion }));

export const SCRATCH_TABLES: Record<Volatility, ScratchTier[]> = {
  low: tiers([
    [1, 150_000],
    [2, 80_000],
    [3, 50_000],
    [5, 30_000],
    [10, 12_000],
    [20, 5_000],
    [50, 1_400],
    [100, 600],
  ]),
  medium: tiers([
    [1, 120_000],
    [2, 70_000],
    [5, 30_000],
    [10, 14_000],
    [25, 5_200],
    [100, 1_000],
    [500, 200],
    [1_000, 80],
  ]),
  high: tiers([
    [1, 100_000],
    [2, 50_000],
    [5, 24_000],
    [20, 6_000],
    [50, 2_400],
    [200, 500],
    [1_000, 100],
    [10_000, 20],
  ]),
};

/** The table's exact return: Σ weight × multiplier over the million cards. */
export const exactRtp = (table: readonly ScratchTier[]): number =>
  table.reduce((sum, tier) => sum + tier.weightPerMillion * tier.multiplier, 0) / CARDS_PER_TABLE;

export const hitRate = (table: readonly ScratchTier[]): number =>
  table.reduce((sum, tier) => sum + tier.weightPerMillion, 0) / CARDS_PER_TABLE;
