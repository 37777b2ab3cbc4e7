import { sql, type Kysely } from 'kysely';

/*
 * The values below are frozen as they were when this migration was written (commit e9dd373):
 * a migration must mean the same whatever the live code says later, so it takes nothing from
 * services/. Today's rules live in services/games/maxPayout.ts; the seed and the catalogue
 * sync use those.
 */
/** The house vendor's code (services/wallet/seamlessService.ts `HOUSE_VENDOR`). */
const HOUSE_VENDOR = 'HOUSE';
/** The house slot's best round as a multiple of the bet (its paytable at that version). */
const HOUSE_MAX_PAYOUT_MULTIPLIER = 250;
const MAX_PAYOUT_MULTIPLIER_BY_TYPE: Readonly<Record<string, number>> = {
  RNG: 5_000,
  FISH: 1_000,
  LIVE: 500,
  PVP: 500,
  SPORTS: 10_000,
  ESPORTS: 10_000,
  LOTT: 10_000,
  ELOTT: 10_000,
};
const DEFAULT_MAX_PAYOUT_MULTIPLIER = 1_000;

/**
 * Each game's ceiling on one round's payout as a multiple of the stake (see
 * services/games/maxPayout.ts): the seamless wallet refuses a win above it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table games add column max_payout_multiplier integer check (max_payout_multiplier > 0)`.execute(
    db,
  );
  const byType = Object.entries(MAX_PAYOUT_MULTIPLIER_BY_TYPE);
  await sql`update games set max_payout_multiplier = case
      when vassalage = ${HOUSE_VENDOR} then ${HOUSE_MAX_PAYOUT_MULTIPLIER}::integer
      ${sql.join(
        byType.map(
          ([type, multiplier]) => sql`when game_type = ${type} then ${multiplier}::integer`,
        ),
        sql` `,
      )}
      else ${DEFAULT_MAX_PAYOUT_MULTIPLIER}::integer end`.execute(db);
  await sql`alter table games alter column max_payout_multiplier set not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table games drop column if exists max_payout_multiplier`.execute(db);
}
