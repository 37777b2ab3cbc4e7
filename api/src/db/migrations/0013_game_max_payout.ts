import { sql, type Kysely } from 'kysely';
import {
  DEFAULT_MAX_PAYOUT_MULTIPLIER,
  maxPayoutMultiplierFor,
  MAX_PAYOUT_MULTIPLIER_BY_TYPE,
} from '../../services/games/maxPayout.js';
import { HOUSE_VENDOR } from '../../services/wallet/seamlessService.js';

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
      when vassalage = ${HOUSE_VENDOR} then ${maxPayoutMultiplierFor(HOUSE_VENDOR, '')}::integer
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
