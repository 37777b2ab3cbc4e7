import { createHash } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { ApplicationStatus, PromotionsTable } from '../../db/contentSchema.js';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import type { BannerArtInput } from '../content/bannerArt.js';
import { localized, type ContentLanguage } from '../content/language.js';
import { sanitizeHtml } from '../content/sanitizeHtml.js';
import { sqlState, UNIQUE_VIOLATION } from '../wallet/ledger.js';
import type { RewardsConfig } from '../brands/brandConfig.js';
import { claimReward, offerReward } from '../rewards/memberRewards.js';
import { DEFAULT_REWARDS_CONFIG } from '../rewards/rewardsConfig.js';
import { checkImage, MAX_COMMENT_CHARS, MAX_IMAGES } from './imageCheck.js';
import type { RaffleConfig } from '../brands/brandConfig.js';
import { periodAt } from './raffleSchedule.js';
import { claimRaffleTickets, raffleView } from './raffles.js';

export type PromotionStatus = 'coming soon' | 'open' | 'closed';
/** The spec §4 activity states shown to a member. */
export type MemberActivityState = 'join' | 'claim' | 'close' | 'coming soon' | ApplicationStatus;

type PromotionRow = Selectable<PromotionsTable>;

export function promotionStatus(
  row: Pick<PromotionRow, 'starts_at' | 'ends_at'>,
  now: Date,
): PromotionStatus {
  if (now < row.starts_at) return 'coming soon';
  if (row.ends_at && now >= row.ends_at) return 'closed';
  return 'open';
}

export function memberState(
  row: PromotionRow,
  status: PromotionStatus,
  application: ApplicationStatus | null,
): MemberActivityState {
  if (application) return application;
  if (status === 'coming soon') return 'coming soon';
  if (status === 'closed') return 'close';
  return row.requires_application ? 'join' : 'claim';
}

/** Latest application (any status) of a member per promotion. */
async function applicationsOf(db: Kysely<Database>, memberId: string, promotionIds: string[]) {
  if (promotionIds.length === 0)
    return new Map<
      string,
      {
        id: string;
        status: ApplicationStatus;
        comment: string | null;
        reason: string | null;
        created_at: Date;
        updated_at: Date;
      }
    >();
  const rows = await db
    .selectFrom('activity_applications')
    .select(['id', 'promotion_id', 'status', 'comment', 'reason', 'created_at', 'updated_at'])
    .where('member_id', '=', memberId)
    .where('promotion_id', 'in', promotionIds)
    .orderBy('id', 'asc')
    .execute();
  return new Map(rows.map((row) => [row.promotion_id, row]));
}

/**
 * The generated artwork's URL. The artwork shows the title and summary and a browser keeps it a
 * day, so the URL names a digest of what it draws: an operator's edit is seen at the next load.
 */
export function promotionArtUrl(
  row: Pick<
    PromotionRow,
    'id' | 'image_key' | 'title_bn' | 'title_en' | 'summary_bn' | 'summary_en'
  >,
  baseUrl: string,
  language: ContentLanguage,
): string {
  const drawn = language === 'en' ? [row.title_en, row.summary_en] : [row.title_bn, row.summary_bn];
  const version = createHash('sha256')
    .update(JSON.stringify([row.image_key, ...drawn]))
    .digest('hex')
    .slice(0, 12);
  return `${baseUrl}/assets/promotions/${row.id}.svg?lang=${language}&v=${version}`;
}

function summaryOf(row: PromotionRow, now: Date, language: ContentLanguage, baseUrl: string) {
  const en = language === 'en';
  return {
    id: Number(row.id),
    code: row.code,
    category: row.category,
    title: en ? row.title_en : row.title_bn,
    summary: en ? row.summary_en : row.summary_bn,
    imageUrl: promotionArtUrl(row, baseUrl, language),
    startsAt: row.starts_at.getTime(),
    endsAt: row.ends_at ? row.ends_at.getTime() : null,
    status: promotionStatus(row, now),
    requiresApplication: row.requires_application,
  };
}

export interface PromotionQuery {
  now: Date;
  language: ContentLanguage;
  baseUrl: string;
  memberId: string | null;
  /** The brand's raffles by promotion code (a raffle's claim is per draw period). */
  raffles?: ReadonlyMap<string, RaffleConfig>;
}

/**
 * A raffle's claim is per draw: the member's state is `claimed` while holding tickets for the
 * coming draw, `claim` again once that draw is past.
 */
async function raffleClaimed(
  db: Kysely<Database>,
  memberId: string,
  rows: PromotionRow[],
  options: PromotionQuery,
): Promise<Set<string>> {
  const raffles = rows.flatMap((row) => {
    const config = options.raffles?.get(row.code);
    return config ? [{ id: row.id, period: periodAt(options.now, config).period }] : [];
  });
  if (raffles.length === 0) return new Set();
  const held = await db
    .selectFrom('raffle_tickets')
    .select(['promotion_id', 'period'])
    .distinct()
    .where('account_id', '=', memberId)
    .where('draw_at', '>', options.now)
    .where(
      'promotion_id',
      'in',
      raffles.map((raffle) => raffle.id),
    )
    .execute();
  return new Set(held.map((row) => row.promotion_id));
}

export async function listPromotions(
  db: Kysely<Database>,
  brandId: string,
  category: string | undefined,
  options: PromotionQuery,
) {
  let query = db.selectFrom('promotions').selectAll().where('brand_id', '=', brandId);
  if (category) query = query.where('category', '=', category);
  const rows = await query.orderBy('sort_order').orderBy('id').execute();
  const applications = options.memberId
    ? await applicationsOf(
        db,
        options.memberId,
        rows.map((row) => row.id),
      )
    : null;
  const rafflesHeld = options.memberId
    ? await raffleClaimed(db, options.memberId, rows, options)
    : new Set<string>();
  const categories = await db
    .selectFrom('promotions')
    .select('category')
    .distinct()
    .where('brand_id', '=', brandId)
    .orderBy('category')
    .execute();
  return {
    categories: categories.map((row) => row.category),
    list: rows.map((row) => {
      const item = summaryOf(row, options.now, options.language, options.baseUrl);
      if (!applications) return item;
      const application = options.raffles?.has(row.code)
        ? rafflesHeld.has(row.id)
          ? 'claimed'
          : null
        : (applications.get(row.id)?.status ?? null);
      return {
        ...item,
        applicationStatus: application,
        memberState: memberState(row, item.status, application),
      };
    }),
  };
}

async function findPromotion(db: Kysely<Database>, brandId: string, id: number) {
  const row = await db
    .selectFrom('promotions')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('id', '=', String(id))
    .executeTakeFirst();
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'Promotion not found');
  return row;
}

export async function promotionDetail(
  db: Kysely<Database>,
  brandId: string,
  id: number,
  options: PromotionQuery,
) {
  const row = await findPromotion(db, brandId, id);
  const item = summaryOf(row, options.now, options.language, options.baseUrl);
  const body = sanitizeHtml(options.language === 'en' ? row.body_html_en : row.body_html_bn);
  const raffleConfig = options.raffles?.get(row.code);
  const raffle = raffleConfig
    ? await raffleView(db, row, raffleConfig, options.memberId, options.now)
    : undefined;
  if (!options.memberId) return { ...item, body, ...(raffle ? { raffle } : {}) };
  if (raffle) {
    const held = raffle.tickets.length > 0 ? ('claimed' as const) : null;
    return {
      ...item,
      body,
      raffle,
      applicationStatus: held,
      memberState: memberState(row, item.status, held),
      application: null,
    };
  }
  const application = (await applicationsOf(db, options.memberId, [row.id])).get(row.id) ?? null;
  const images = application
    ? await db
        .selectFrom('application_images')
        .select(['id', 'file_name', 'content_type', 'size'])
        .where('application_id', '=', application.id)
        .orderBy('id')
        .execute()
    : [];
  return {
    ...item,
    body,
    applicationStatus: application?.status ?? null,
    memberState: memberState(row, item.status, application?.status ?? null),
    application: application
      ? {
          id: Number(application.id),
          status: application.status,
          comment: application.comment,
          createdAt: application.created_at.getTime(),
          updatedAt: application.updated_at.getTime(),
          reason: application.reason,
          images: images.map((image) => ({
            id: Number(image.id),
            fileName: image.file_name,
            contentType: image.content_type,
            size: image.size,
            url: `${options.baseUrl}/assets/applications/${image.id}`,
          })),
        }
      : null,
  };
}

export interface ApplyInput {
  promotionId: number;
  comment: string;
  images: { name?: string; contentType?: string; dataBase64: string }[];
}

const invalid = (field: string, rule: string, message: string, extra: object = {}) =>
  new ApiError(400, 'VALIDATION_FAILED', message, { field, rule, ...extra });

const alreadyApplied = () =>
  new ApiError(409, 'ALREADY_APPLIED', 'You have already applied for this promotion');

export async function applyActivity(
  db: Kysely<Database>,
  brandId: string,
  memberId: string,
  input: ApplyInput,
  now: Date,
  baseUrl: string,
) {
  const comment = input.comment.trim();
  if ([...comment].length > MAX_COMMENT_CHARS)
    throw invalid(
      'comment',
      'maxLength',
      `The comment must be at most ${MAX_COMMENT_CHARS} characters`,
      {
        max: MAX_COMMENT_CHARS,
      },
    );
  if (input.images.length > MAX_IMAGES)
    throw invalid('images', 'maxItems', `At most ${MAX_IMAGES} images`, { max: MAX_IMAGES });
  const images = input.images.map((image, index) => checkImage(image, index));

  const promotion = await findPromotion(db, brandId, input.promotionId);
  if (!promotion.requires_application)
    throw new ApiError(400, 'NOT_APPLICABLE', 'This promotion does not take applications');
  if (promotionStatus(promotion, now) !== 'open')
    throw new ApiError(400, 'PROMOTION_CLOSED', 'This promotion is not open');

  try {
    return await db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('activity_applications')
        .select('id')
        .where('member_id', '=', memberId)
        .where('promotion_id', '=', promotion.id)
        .where('status', '<>', 'rejected')
        .executeTakeFirst();
      if (existing) throw alreadyApplied();
      const application = await trx
        .insertInto('activity_applications')
        .values({
          member_id: memberId,
          promotion_id: promotion.id,
          comment: comment || null,
          status: 'applying',
          created_at: now,
          updated_at: now,
        })
        .returning(['id', 'status', 'created_at'])
        .executeTakeFirstOrThrow();
      const stored = [];
      for (const image of images) {
        const row = await trx
          .insertInto('application_images')
          .values({
            application_id: application.id,
            file_name: image.fileName,
            content_type: image.contentType,
            size: image.size,
            sha256: image.sha256,
            data: image.data,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        stored.push({
          id: Number(row.id),
          fileName: image.fileName,
          contentType: image.contentType,
          size: image.size,
          url: `${baseUrl}/assets/applications/${row.id}`,
        });
      }
      return {
        applicationId: Number(application.id),
        promotionId: Number(promotion.id),
        status: application.status,
        createdAt: application.created_at.getTime(),
        images: stored,
      };
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw alreadyApplied();
    throw error;
  }
}

/**
 * Claims a claimable promotion; a second claim answers the first one (idempotent). A promotion
 * that pays (`reward_minor` above 0) pays through the reward centre: the claim offers the member
 * its reward (source PROMOTION, keyed by the promotion) and claims it, so the credit is the
 * reward's one ledger movement and the member sees it among the claimed rewards.
 */
export async function claimPromotion(
  db: Kysely<Database>,
  brandId: string,
  memberId: string,
  promotionId: number,
  now: Date,
  config: RewardsConfig = DEFAULT_REWARDS_CONFIG,
  raffles: ReadonlyMap<string, RaffleConfig> = new Map(),
) {
  const promotion = await findPromotion(db, brandId, promotionId);
  if (promotion.requires_application)
    throw new ApiError(400, 'NOT_CLAIMABLE', 'This promotion needs an application');
  const raffle = raffles.get(promotion.code);
  if (raffle) {
    if (promotionStatus(promotion, now) !== 'open')
      throw new ApiError(400, 'PROMOTION_CLOSED', 'This promotion is not open');
    return claimRaffleTickets(db, { promotion, config: raffle, memberId, now });
  }
  const existing = async () =>
    db
      .selectFrom('activity_applications')
      .select(['id', 'status', 'created_at'])
      .where('member_id', '=', memberId)
      .where('promotion_id', '=', promotion.id)
      .where('status', '=', 'claimed')
      .executeTakeFirst();
  const before = await existing();
  if (!before) {
    if (promotionStatus(promotion, now) !== 'open')
      throw new ApiError(400, 'PROMOTION_CLOSED', 'This promotion is not open');
    const rewardMinor = BigInt(promotion.reward_minor);
    const rewardId =
      rewardMinor > 0n
        ? (
            await offerReward(db, {
              brandId,
              accountId: memberId,
              source: 'PROMOTION',
              sourceKey: `promotion:${promotion.id}`,
              title: promotion.title_en,
              amountMinor: rewardMinor,
              payout: promotion.reward_payout,
              turnoverMultiple:
                promotion.reward_payout === 'BONUS'
                  ? Number(promotion.reward_turnover_multiple)
                  : 0,
              expiresAt: null,
              now,
            })
          ).reward.id
        : null;
    if (rewardId) await claimReward(db, { brandId, accountId: memberId, rewardId, config, now });
    await db
      .insertInto('activity_applications')
      .values({
        member_id: memberId,
        promotion_id: promotion.id,
        comment: null,
        status: 'claimed',
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const row = before ?? (await existing());
  if (!row) throw new ApiError(409, 'CLAIM_CONFLICT', 'The promotion could not be claimed');
  return {
    promotionId: Number(promotion.id),
    status: 'claimed' as const,
    claimedAt: row.created_at.getTime(),
    alreadyClaimed: before !== undefined,
  };
}

/** An application image, only for the member who uploaded it. */
export async function ownedImage(db: Kysely<Database>, memberId: string, imageId: string) {
  return db
    .selectFrom('application_images as i')
    .innerJoin('activity_applications as a', 'a.id', 'i.application_id')
    .select(['i.file_name', 'i.content_type', 'i.size', 'i.data'])
    .where('i.id', '=', imageId)
    .where('a.member_id', '=', memberId)
    .executeTakeFirst();
}

/** Title/summary of a promotion for its generated artwork. */
/** What the promotion's artwork shows in one language (its summary under the title). */
export async function promotionArt(
  db: Kysely<Database>,
  id: string,
  language: ContentLanguage,
): Promise<BannerArtInput | null> {
  const art = await db
    .selectFrom('promotions as p')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .select([
      'b.merchant_code',
      'p.image_key',
      'p.title_bn',
      'p.title_en',
      'p.summary_bn',
      'p.summary_en',
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!art) return null;
  return {
    merchantCode: art.merchant_code,
    imageKey: art.image_key,
    title: localized(art, 'title', language),
    subtitle: localized(art, 'summary', language),
    language,
  };
}
