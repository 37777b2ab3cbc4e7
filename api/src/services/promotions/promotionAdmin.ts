import type { PromotionPayout, PromotionState } from '@site/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { PromotionsTable } from '../../db/contentSchema.js';
import type { Database } from '../../db/schema.js';
import { ApiError, errors } from '../../errors.js';
import { sanitizeHtml } from '../content/sanitizeHtml.js';
import { sqlState, UNIQUE_VIOLATION } from '../wallet/ledger.js';
import { minorToDecimal } from '../wallet/money.js';
import { promotionArtUrl, promotionStatus } from './promotionService.js';

/**
 * The operator's side of the promotions members read (issue 45 item 5): the brand's list by
 * state, a new one, an edit and the end. HTML is stored as the sanitiser leaves it, so what is
 * stored is what members get. The reward a promotion pays is read when a member claims it and
 * copied into that member's reward (memberRewards.offerReward): an edit changes the next claims,
 * never one already made.
 */

type PromotionRow = Selectable<PromotionsTable>;

export const promotionErrors = {
  codeTaken: () =>
    new ApiError(409, 'PROMOTION_CODE_TAKEN', 'The brand already has a promotion with this code', {
      field: 'code',
    }),
  alreadyEnded: () => new ApiError(409, 'PROMOTION_ENDED', 'This promotion has already ended'),
  endBeforeStart: () =>
    new ApiError(400, 'VALIDATION_FAILED', 'The end is not after the start', {
      field: 'endsAt',
      rule: 'afterStart',
    }),
  emptyHtml: (field: string) =>
    new ApiError(400, 'HTML_EMPTY', 'Nothing is left of this text once sanitised', { field }),
  turnoverForCash: () =>
    new ApiError(400, 'VALIDATION_FAILED', 'A cash payout has no turnover', {
      field: 'turnoverMultiple',
      rule: 'cash',
    }),
};

/** The spec's three states of a promotion, in the console's words. */
export function promotionState(
  row: Pick<PromotionRow, 'starts_at' | 'ends_at'>,
  now: Date,
): PromotionState {
  const status = promotionStatus(row, now);
  return status === 'open' ? 'running' : status === 'closed' ? 'ended' : 'scheduled';
}

/** Operator HTML as members will get it; an error when nothing is left of it. */
export function storedHtml(field: string, html: string): string {
  const clean = sanitizeHtml(html).trim();
  if (clean.replace(/<[^>]*>/g, '').trim() === '') throw promotionErrors.emptyHtml(field);
  return clean;
}

export interface PromotionInput {
  category: string;
  titleBn: string;
  titleEn: string;
  summaryBn: string;
  summaryEn: string;
  bodyHtmlBn: string;
  bodyHtmlEn: string;
  imageKey?: string | undefined;
  startsAt: Date;
  endsAt: Date | null;
  requiresApplication: boolean;
  rewardMinor: bigint;
  payout: PromotionPayout;
  turnoverMultiple: number;
}

/** The row's columns of an operator's (whole) input, checked. */
export function promotionColumns(input: PromotionInput) {
  if (input.endsAt && input.endsAt <= input.startsAt) throw promotionErrors.endBeforeStart();
  if (input.payout === 'CASH' && input.turnoverMultiple > 0)
    throw promotionErrors.turnoverForCash();
  return {
    category: input.category,
    title_bn: input.titleBn.trim(),
    title_en: input.titleEn.trim(),
    summary_bn: input.summaryBn.trim(),
    summary_en: input.summaryEn.trim(),
    body_html_bn: storedHtml('bodyHtmlBn', input.bodyHtmlBn),
    body_html_en: storedHtml('bodyHtmlEn', input.bodyHtmlEn),
    starts_at: input.startsAt,
    ends_at: input.endsAt,
    requires_application: input.requiresApplication,
    reward_minor: input.rewardMinor.toString(),
    reward_payout: input.payout,
    reward_turnover_multiple: String(input.turnoverMultiple),
  };
}

/** The operator's input of a stored row (to apply an edit's fields over). */
export function inputOf(row: PromotionRow): PromotionInput {
  return {
    category: row.category,
    titleBn: row.title_bn,
    titleEn: row.title_en,
    summaryBn: row.summary_bn,
    summaryEn: row.summary_en,
    bodyHtmlBn: row.body_html_bn,
    bodyHtmlEn: row.body_html_en,
    imageKey: row.image_key,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    requiresApplication: row.requires_application,
    rewardMinor: BigInt(row.reward_minor),
    payout: row.reward_payout,
    turnoverMultiple: Number(row.reward_turnover_multiple),
  };
}

export function promotionView(
  row: PromotionRow,
  brand: string,
  claims: number,
  now: Date,
  baseUrl: string,
) {
  return {
    id: String(row.id),
    brand,
    ...auditPicture(row),
    imageUrl: promotionArtUrl(row, baseUrl, 'en'),
    state: promotionState(row, now),
    claims,
  };
}

/** The audit's picture of a promotion: what an operator may change. */
export const auditPicture = (row: PromotionRow) => ({
  code: row.code,
  category: row.category,
  titleBn: row.title_bn,
  titleEn: row.title_en,
  summaryBn: row.summary_bn,
  summaryEn: row.summary_en,
  bodyHtmlBn: row.body_html_bn,
  bodyHtmlEn: row.body_html_en,
  imageKey: row.image_key,
  startsAt: row.starts_at.toISOString(),
  endsAt: row.ends_at?.toISOString() ?? null,
  requiresApplication: row.requires_application,
  rewardAmount: minorToDecimal(row.reward_minor),
  payout: row.reward_payout,
  turnoverMultiple: Number(row.reward_turnover_multiple),
});

async function claimsOf(db: Kysely<Database>, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('activity_applications')
    .select(['promotion_id', sql<string>`count(*)`.as('claims')])
    .where('promotion_id', 'in', ids)
    .where('status', 'in', ['claimed', 'issued'])
    .groupBy('promotion_id')
    .execute();
  return new Map(rows.map((row) => [String(row.promotion_id), Number(row.claims)]));
}

export interface PromotionListFilter {
  brandId: string;
  brand: string;
  state?: PromotionState | undefined;
  pageNo: number;
  pageSize: number;
  now: Date;
  baseUrl: string;
}

/** The brand's promotions of one state (or all), newest start first, one page. */
export async function listOpsPromotions(db: Kysely<Database>, filter: PromotionListFilter) {
  const { now } = filter;
  let query = db.selectFrom('promotions').where('brand_id', '=', filter.brandId);
  if (filter.state === 'scheduled') query = query.where('starts_at', '>', now);
  if (filter.state === 'ended') query = query.where('ends_at', '<=', now);
  if (filter.state === 'running')
    query = query
      .where('starts_at', '<=', now)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]));
  const total = Number(
    (await query.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow()).total,
  );
  const rows = await query
    .selectAll()
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.pageSize)
    .offset((filter.pageNo - 1) * filter.pageSize)
    .execute();
  const claims = await claimsOf(
    db,
    rows.map((row) => String(row.id)),
  );
  return {
    list: rows.map((row) =>
      promotionView(row, filter.brand, claims.get(String(row.id)) ?? 0, now, filter.baseUrl),
    ),
    total,
    totalPages: Math.ceil(total / filter.pageSize),
  };
}

/** One promotion of the given brands (null: every brand), locked when in a transaction. */
export async function promotionForOperator(
  db: Kysely<Database>,
  id: string,
  brandIds: readonly string[] | null,
  lock = false,
) {
  let query = db
    .selectFrom('promotions as p')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .selectAll('p')
    .select('b.merchant_code')
    .where('p.id', '=', id);
  if (brandIds) query = query.where('p.brand_id', 'in', brandIds.length ? brandIds : ['0']);
  if (lock) query = query.forUpdate('p');
  const row = await query.executeTakeFirst();
  if (!row) throw errors.notFound('Promotion');
  const { merchant_code: brand, ...promotion } = row;
  return { row: promotion as PromotionRow, brand };
}

export async function claimsOfOne(db: Kysely<Database>, id: string) {
  return (await claimsOf(db, [id])).get(id) ?? 0;
}

export async function insertPromotion(
  db: Kysely<Database>,
  brandId: string,
  code: string,
  input: PromotionInput,
): Promise<PromotionRow> {
  const columns = promotionColumns(input);
  try {
    return await db
      .insertInto('promotions')
      .values({ brand_id: brandId, code, image_key: input.imageKey ?? code, ...columns })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw promotionErrors.codeTaken();
    throw error;
  }
}

export async function updatePromotion(
  db: Kysely<Database>,
  id: string,
  input: PromotionInput,
): Promise<PromotionRow> {
  return db
    .updateTable('promotions')
    .set({ ...promotionColumns(input), image_key: input.imageKey ?? sql`image_key` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Ends it now: a scheduled one never opens (it starts and ends now). */
export async function endPromotion(db: Kysely<Database>, row: PromotionRow, now: Date) {
  if (promotionState(row, now) === 'ended') throw promotionErrors.alreadyEnded();
  return db
    .updateTable('promotions')
    .set({ ends_at: now, ...(row.starts_at > now ? { starts_at: now } : {}) })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
