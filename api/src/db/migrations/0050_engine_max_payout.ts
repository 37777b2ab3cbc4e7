import { sql, type Kysely } from 'kysely';

/*
 * Frozen as at this migration (a migration must mean the same whatever the live code says later):
 * the bound of each house engine at its widest theme, from services/games/maxPayout.ts
 * ENGINE_MAX_PAYOUT_MULTIPLIER, for the RNG classifications whose catalogue ceiling (5,000×, set
 * by 0013) was below it. Fishing (1,000×), video poker and blackjack already fit their ceilings.
 */
const HOUSE_VENDOR = 'HOUSE';
const RNG_CEILING = 5_000;
const ENGINE_BOUND_BY_CLASSIFY: Readonly<Record<string, number>> = {
  JP: 379_250,
  SC: 10_000,
  AC: 10_000,
};

/**
 * Raises the wallet's payout ceiling of the entries played on the house engines to the engine's
 * bound, so any round the engine draws is payable. Rows an operator changed from the 0013
 * ceiling keep their value.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [classify, bound] of Object.entries(ENGINE_BOUND_BY_CLASSIFY))
    await sql`update games set max_payout_multiplier = ${bound}::integer
      where vassalage <> ${HOUSE_VENDOR} and game_type = 'RNG' and game_classify = ${classify}
        and max_payout_multiplier = ${RNG_CEILING}::integer`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [classify, bound] of Object.entries(ENGINE_BOUND_BY_CLASSIFY))
    await sql`update games set max_payout_multiplier = ${RNG_CEILING}::integer
      where vassalage <> ${HOUSE_VENDOR} and game_type = 'RNG' and game_classify = ${classify}
        and max_payout_multiplier = ${bound}::integer`.execute(db);
}
