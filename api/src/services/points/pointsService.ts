import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { pagedList, type PageRequest, type Paged } from '../../db/paging.js';
import type { PointTransactionKind, RewardCategory } from '../../db/pointsSchema.js';

export interface RewardView {
  id: number;
  sku: string;
  name: { bn: string; en: string };
  details: { bn: string; en: string };
  category: RewardCategory;
  points: number;
  stock: number;
  maxPerRedemption: number;
  imageKey: string;
  imageUrl: string;
}

export async function getPointBalance(db: Kysely<Database>, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('point_accounts')
    .select('balance')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

/** The generated picture of a reward (routes/points.ts draws it), on the API's own origin. */
export const rewardImageUrl = (baseUrl: string, id: string | number) =>
  `${baseUrl}/assets/rewards/${id}.svg`;

export async function listPointRewards(
  db: Kysely<Database>,
  brandId: string,
  page: PageRequest & { category?: RewardCategory },
  baseUrl: string,
): Promise<Paged<RewardView>> {
  let base = db
    .selectFrom('point_rewards')
    .where('brand_id', '=', brandId)
    .where('enabled', '=', true);
  if (page.category) base = base.where('category', '=', page.category);
  const rewards = base.selectAll().orderBy('sort_order').orderBy('id');
  return pagedList(rewards, page, (row) => ({
    id: Number(row.id),
    sku: row.sku,
    name: { bn: row.name_bn, en: row.name_en },
    details: { bn: row.details_bn, en: row.details_en },
    category: row.category,
    points: Number(row.points_cost),
    stock: row.stock,
    maxPerRedemption: row.max_per_redemption,
    imageKey: row.image_key,
    imageUrl: rewardImageUrl(baseUrl, row.id),
  }));
}

/** A reward's picture facts (public: goods are shown to visitors too). */
export async function rewardArt(db: Kysely<Database>, id: string) {
  return (
    (await db
      .selectFrom('point_rewards')
      .select(['image_key', 'category', 'name_en', 'points_cost'])
      .where('id', '=', id)
      .executeTakeFirst()) ?? null
  );
}

export type PointDetailDirection = 'earned' | 'spent';

/**
 * The member's point details (ODSFE2_MemTransDet): every movement, newest first, with what
 * earned or spent it.
 */
export async function listPointDetails(
  db: Kysely<Database>,
  accountId: string,
  query: PageRequest & { direction?: PointDetailDirection },
) {
  let base = db.selectFrom('point_transactions').where('account_id', '=', accountId);
  if (query.direction === 'earned') base = base.where('points', '>', '0');
  if (query.direction === 'spent') base = base.where('points', '<', '0');
  const details = base
    .select(['id', 'kind', 'points', 'detail', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  return pagedList(details, query, (row) => ({
    id: row.id,
    kind: row.kind as PointTransactionKind,
    points: Number(row.points),
    detail: detailView(row.detail),
    createdAt: row.created_at.toISOString(),
  }));
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const num = (value: unknown) => (typeof value === 'number' ? value : null);

/** Only the facts the member may see, named the same for every kind. */
function detailView(detail: Record<string, unknown>) {
  return {
    gameCode: text(detail.gameCode),
    category: text(detail.category),
    redemptionId: text(detail.redemptionId),
    quantity: num(detail.quantity),
    amount: num(detail.amount),
  };
}
