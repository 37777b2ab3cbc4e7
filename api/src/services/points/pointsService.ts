import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface RewardView {
  id: number;
  sku: string;
  name: { bn: string; en: string };
  points: number;
  stock: number;
  imageKey: string;
}

export async function getPointBalance(db: Kysely<Database>, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('point_accounts')
    .select('balance')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

export async function listPointRewards(
  db: Kysely<Database>,
  brandId: string,
  page: { pageNo: number; pageSize: number },
): Promise<{ list: RewardView[]; totalPages: number; total: number }> {
  const base = db
    .selectFrom('point_rewards')
    .where('brand_id', '=', brandId)
    .where('enabled', '=', true);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base
      .select(['id', 'sku', 'name_bn', 'name_en', 'points_cost', 'stock', 'image_key'])
      .orderBy('sort_order')
      .orderBy('id')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
  ]);
  const count = Number(total);
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      sku: row.sku,
      name: { bn: row.name_bn, en: row.name_en },
      points: Number(row.points_cost),
      stock: row.stock,
      imageKey: row.image_key,
    })),
    total: count,
    totalPages: Math.ceil(count / page.pageSize),
  };
}
