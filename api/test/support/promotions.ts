import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';

/** A brand's promotion ids by code (the seed's WELCOME100, DAILY_RAFFLE…). */
export async function promotionIds(
  db: Kysely<Database>,
  merchant = 'PADMA',
): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('promotions as p')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .select(['p.id', 'p.code'])
    .where('b.merchant_code', '=', merchant)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.code, Number(row.id)]));
}
