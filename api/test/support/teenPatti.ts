import type { Kysely } from 'kysely';
import { serverSeedHash } from '@site/house-games/fair';
import type { Database } from '../../src/db/schema.js';

/**
 * A fresh teen patti table of PADMA (each test its own): boot 5.00, stakes up to 640.00, rake 5 %,
 * 20 s turns, its first deck committed by `seed`.
 */
export async function newTeenPattiTable(
  db: Kysely<Database>,
  input: { name: string; seats: number; seed: string; now: Date },
): Promise<string> {
  const brand = await db
    .selectFrom('brands')
    .select('id')
    .where('merchant_code', '=', 'PADMA')
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('pvp_tables')
    .values({
      brand_id: brand.id,
      name: input.name,
      seats: input.seats,
      boot_minor: 500n,
      max_stake_minor: 64_000n,
      max_blind_chaals: 4,
      rake_basis_points: 500,
      turn_ms: 20_000,
      next_server_seed: input.seed,
      next_server_seed_hash: serverSeedHash(input.seed),
      created_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
