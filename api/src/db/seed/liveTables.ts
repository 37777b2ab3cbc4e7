import type { Transaction } from 'kysely';
import type { LiveTableLimits } from '../liveTablesSchema.js';
import type { Database } from '../schema.js';

/** Minor units: 10 taka at least on any spot. */
const MIN = 1_000;
const limit = (maxMinor: number) => ({ minMinor: MIN, maxMinor });

/**
 * The house's shared-round tables of every brand (issue 42): their clocks and their limits per
 * bet type (a member's total on one spot in a round). Cockfights are DS88's, "every few
 * minutes": two minutes of betting, a minute's fight, half a minute before the next.
 */
export const LIVE_TABLE_SEEDS: Array<{
  code: string;
  game: 'BACCARAT' | 'ROULETTE' | 'DRAGON_TIGER' | 'COCKFIGHT';
  category: 'LIVE' | 'SPORTS';
  name: { en: string; bn: string };
  bettingMs: number;
  dealingMs: number;
  pauseMs: number;
  limits: LiveTableLimits;
}> = [
  {
    code: 'BACCARAT_1',
    game: 'BACCARAT',
    category: 'LIVE',
    name: { en: 'Baccarat 1', bn: 'ব্যাকারা ১' },
    bettingMs: 15_000,
    dealingMs: 6_000,
    pauseMs: 4_000,
    limits: {
      PLAYER: limit(5_000_000),
      BANKER: limit(5_000_000),
      TIE: limit(500_000),
      PLAYER_PAIR: limit(500_000),
      BANKER_PAIR: limit(500_000),
    },
  },
  {
    code: 'ROULETTE_1',
    game: 'ROULETTE',
    category: 'LIVE',
    name: { en: 'European Roulette', bn: 'ইউরোপীয় রুলেট' },
    bettingMs: 20_000,
    dealingMs: 8_000,
    pauseMs: 4_000,
    limits: {
      STRAIGHT: limit(100_000),
      SPLIT: limit(200_000),
      STREET: limit(300_000),
      CORNER: limit(400_000),
      SIX_LINE: limit(600_000),
      DOZEN: limit(1_000_000),
      COLUMN: limit(1_000_000),
      EVEN_CHANCE: limit(2_000_000),
    },
  },
  {
    code: 'DRAGON_TIGER_1',
    game: 'DRAGON_TIGER',
    category: 'LIVE',
    name: { en: 'Dragon Tiger', bn: 'ড্রাগন টাইগার' },
    bettingMs: 10_000,
    dealingMs: 3_000,
    pauseMs: 3_000,
    limits: { DRAGON: limit(5_000_000), TIGER: limit(5_000_000), TIE: limit(500_000) },
  },
  {
    code: 'COCKFIGHT_1',
    game: 'COCKFIGHT',
    category: 'SPORTS',
    name: { en: 'DS88 Cockfight Arena', bn: 'ডিএস৮৮ মোরগ লড়াই' },
    bettingMs: 120_000,
    dealingMs: 60_000,
    pauseMs: 30_000,
    limits: { MERON: limit(2_000_000), WALA: limit(2_000_000), DRAW: limit(200_000) },
  },
];

/** Adds the brand's tables it does not have (an operator's changes to a table stay). */
export async function seedLiveTables(trx: Transaction<Database>, brandId: string): Promise<void> {
  await trx
    .insertInto('live_tables')
    .values(
      LIVE_TABLE_SEEDS.map((table, index) => ({
        brand_id: brandId,
        code: table.code,
        game: table.game,
        category: table.category,
        name: JSON.stringify(table.name),
        betting_ms: table.bettingMs,
        dealing_ms: table.dealingMs,
        pause_ms: table.pauseMs,
        limits: JSON.stringify(table.limits),
        sort_order: index,
      })),
    )
    .onConflict((oc) => oc.columns(['brand_id', 'code']).doNothing())
    .execute();
}
