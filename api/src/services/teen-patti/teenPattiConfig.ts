/**
 * The tables every brand with the lobby gets (created on first use, one row each by name) and
 * the pause between two hands, so the players see the show before the next deal.
 */
export interface TeenPattiTableSettings {
  name: string;
  seats: number;
  bootMinor: bigint;
  maxStakeMinor: bigint;
  maxBlindChaals: number;
  rakeBasisPoints: number;
  turnMs: number;
}

export const DEFAULT_TEEN_PATTI_TABLES: readonly TeenPattiTableSettings[] = [
  {
    name: 'Boot 1',
    seats: 5,
    bootMinor: 100n,
    maxStakeMinor: 12_800n,
    maxBlindChaals: 4,
    rakeBasisPoints: 500,
    turnMs: 30_000,
  },
  {
    name: 'Boot 10',
    seats: 5,
    bootMinor: 1_000n,
    maxStakeMinor: 128_000n,
    maxBlindChaals: 4,
    rakeBasisPoints: 500,
    turnMs: 30_000,
  },
  {
    name: 'Heads-up 5',
    seats: 2,
    bootMinor: 500n,
    maxStakeMinor: 64_000n,
    maxBlindChaals: 4,
    rakeBasisPoints: 500,
    turnMs: 20_000,
  },
];

export const PAUSE_BETWEEN_HANDS_MS = 5_000;

/**
 * Teen patti's rounds in the betting record: the vendor, and the category as the game code (as
 * the house sportsbook names SPORTS), so turnover and rebate count them as PVP.
 */
export const TEEN_PATTI_VENDOR = 'HOUSE_TEENPATTI';
export const TEEN_PATTI_CATEGORY = 'PVP';
