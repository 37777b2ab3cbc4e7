import type { OpsApplication, OpsApplicationList } from '@site/contracts';
import type { Kysely } from 'kysely';
import type { ApplicationStatus } from '../../db/contentSchema.js';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import type { RewardPayout } from '../../db/rewardsSchema.js';
import { sendMemberMessage } from '../messages/memberMessages.js';
import { recordAudit } from '../operators/audit.js';
import type { Operator } from '../operators/operatorAccounts.js';
import { offerReward } from '../rewards/memberRewards.js';
import { rewardErrors } from '../rewards/rewardErrors.js';
import { loadBrand } from '../brands/brandRepository.js';
import { DAY_MS, DEFAULT_REWARDS_CONFIG, rewardsConfigOf } from '../rewards/rewardsConfig.js';
import { withTransactionRetry } from '../wallet/ledger.js';
import { minorToDecimal, minorToMajor } from '../wallet/money.js';

export type ApplicationMove = 'process' | 'issued' | 'rejected';

/** The moves of spec §4 an operator makes: from each state, where it may go. */
const MOVES: Record<ApplicationMove, readonly ApplicationStatus[]> = {
  process: ['applying'],
  issued: ['process'],
  rejected: ['applying', 'process'],
};

export const applicationErrors = {
  notFound: () => new ApiError(404, 'NOT_FOUND', 'Application not found'),
  wrongState: (status: ApplicationStatus, to: ApplicationMove) =>
    new ApiError(409, 'APPLICATION_STATE', `The application is ${status}; it cannot become ${to}`, {
      status,
    }),
  amountRequired: () =>
    new ApiError(
      400,
      'VALIDATION_FAILED',
      'This promotion pays nothing by itself: give the amount to issue',
      { field: 'amount' },
    ),
};

const baseQuery = (db: Kysely<Database>, brandIds: readonly string[] | null) => {
  let query = db
    .selectFrom('activity_applications as a')
    .innerJoin('promotions as p', 'p.id', 'a.promotion_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .innerJoin('accounts as m', 'm.id', 'a.member_id')
    .select([
      'a.id',
      'a.status',
      'a.comment',
      'a.reason',
      'a.reward_id',
      'a.created_at',
      'a.updated_at',
      'p.id as promotion_id',
      'p.code as promotion_code',
      'p.title_en',
      'b.merchant_code',
      'm.username',
    ])
    .where('a.status', '<>', 'claimed');
  if (brandIds) query = query.where('p.brand_id', 'in', brandIds.length ? brandIds : ['0']);
  return query;
};

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

async function viewsOf(db: Kysely<Database>, rows: Row[]): Promise<OpsApplication[]> {
  const images = rows.length
    ? await db
        .selectFrom('application_images')
        .select(['id', 'application_id', 'file_name', 'content_type', 'size'])
        .where(
          'application_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('id')
        .execute()
    : [];
  const rewards = rows.some((row) => row.reward_id)
    ? await db
        .selectFrom('member_rewards')
        .select(['id', 'amount_minor', 'payout', 'state'])
        .where(
          'id',
          'in',
          rows.flatMap((row) => (row.reward_id ? [row.reward_id] : [])),
        )
        .execute()
    : [];
  return rows.map((row) => {
    const reward = rewards.find((entry) => entry.id === row.reward_id);
    return {
      id: row.id,
      brand: row.merchant_code,
      promotionId: Number(row.promotion_id),
      promotion: row.promotion_code,
      title: row.title_en,
      member: row.username,
      status: row.status,
      comment: row.comment,
      reason: row.reason,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      images: images
        .filter((image) => image.application_id === row.id)
        .map((image) => ({
          id: image.id,
          fileName: image.file_name,
          contentType: image.content_type,
          size: image.size,
          path: `/ops/applications/${row.id}/images/${image.id}`,
        })),
      reward: reward
        ? {
            id: reward.id,
            amount: minorToMajor(reward.amount_minor),
            payout: reward.payout,
            state: reward.state,
          }
        : null,
    };
  });
}

/** Applications of the operator's brands, oldest first (the queue order), by status. */
export async function listApplications(
  db: Kysely<Database>,
  filter: {
    brandIds: readonly string[] | null;
    status?: ApplicationStatus;
    promotion?: string;
    member?: string;
    /** Sent at or before this moment (the route turns minAgeMinutes into it on its clock). */
    sentBefore?: Date;
    limit: number;
    offset?: number;
  },
): Promise<OpsApplicationList> {
  let query = baseQuery(db, filter.brandIds);
  if (filter.status) query = query.where('a.status', '=', filter.status);
  if (filter.promotion) query = query.where('p.code', '=', filter.promotion.toUpperCase());
  if (filter.member) query = query.where('m.username', '=', filter.member);
  if (filter.sentBefore) query = query.where('a.created_at', '<=', filter.sentBefore);
  const { total } = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .orderBy('a.created_at')
    .orderBy('a.id')
    .limit(filter.limit)
    .offset(filter.offset ?? 0)
    .execute();
  return { list: await viewsOf(db, rows), total: Number(total) };
}

export async function applicationForOperator(
  db: Kysely<Database>,
  id: string,
  brandIds: readonly string[] | null,
): Promise<OpsApplication> {
  const row = await baseQuery(db, brandIds).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw applicationErrors.notFound();
  return (await viewsOf(db, [row]))[0]!;
}

/** An application's image for an operator of its brand. */
export async function applicationImage(
  db: Kysely<Database>,
  applicationId: string,
  imageId: string,
  brandIds: readonly string[] | null,
) {
  await applicationForOperator(db, applicationId, brandIds);
  return db
    .selectFrom('application_images')
    .select(['file_name', 'content_type', 'data'])
    .where('id', '=', imageId)
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
}

export interface MoveInput {
  id: string;
  to: ApplicationMove;
  operator: Operator;
  ip: string;
  reason: string | null;
  /** issued: what to pay; absent, the promotion's own reward. */
  amountMinor?: bigint;
  payout?: RewardPayout;
  turnoverMultiple?: number;
  now: Date;
}

/**
 * Moves an application one step (spec §4), under its row lock: a concurrent second move finds
 * it already moved and gets APPLICATION_STATE (409); the database trigger refuses any other
 * change too. Issuing offers the member a PROMOTION reward keyed by the application, claimed in
 * the reward centre. The member's message and the audit row commit with the move.
 */
export async function moveApplication(db: Kysely<Database>, input: MoveInput) {
  const brandIds = input.operator.brandIds;
  await withTransactionRetry(db, async (trx) => {
    const row = await trx
      .selectFrom('activity_applications as a')
      .innerJoin('promotions as p', 'p.id', 'a.promotion_id')
      .select([
        'a.id',
        'a.member_id',
        'a.status',
        'a.reason',
        'p.id as promotion_id',
        'p.brand_id',
        'p.title_bn',
        'p.title_en',
        'p.reward_minor',
        'p.reward_payout',
        'p.reward_turnover_multiple',
      ])
      .where('a.id', '=', input.id)
      .where('a.status', '<>', 'claimed')
      .$if(brandIds !== null, (query) =>
        query.where('p.brand_id', 'in', brandIds?.length ? brandIds : ['0']),
      )
      .forUpdate('a')
      .executeTakeFirst();
    if (!row) throw applicationErrors.notFound();
    if (!MOVES[input.to].includes(row.status))
      throw applicationErrors.wrongState(row.status, input.to);

    let rewardId: string | null = null;
    let amountMinor: bigint | null = null;
    if (input.to === 'issued') {
      amountMinor = input.amountMinor ?? BigInt(row.reward_minor);
      if (amountMinor <= 0n) throw applicationErrors.amountRequired();
      const payout = input.payout ?? row.reward_payout;
      const turnover =
        input.turnoverMultiple ?? (payout === 'BONUS' ? Number(row.reward_turnover_multiple) : 0);
      if (payout === 'CASH' && turnover > 0) throw rewardErrors.turnoverForCash();
      const brand = await loadBrand(trx, row.brand_id);
      const claimDays = (brand ? rewardsConfigOf(brand) : DEFAULT_REWARDS_CONFIG).claimDays;
      const { reward } = await offerReward(trx, {
        brandId: row.brand_id,
        accountId: row.member_id,
        source: 'PROMOTION',
        sourceKey: `application:${row.id}`,
        title: row.title_en,
        amountMinor,
        payout,
        turnoverMultiple: turnover,
        reason: input.reason,
        expiresAt: new Date(input.now.getTime() + claimDays * DAY_MS),
        now: input.now,
      });
      rewardId = reward.id;
    }
    await trx
      .updateTable('activity_applications')
      .set({
        status: input.to,
        updated_at: input.now,
        ...(input.to === 'rejected' ? { reason: input.reason } : {}),
        ...(rewardId ? { reward_id: rewardId } : {}),
      })
      .where('id', '=', row.id)
      .execute();
    await sendMemberMessage(trx, {
      accountId: row.member_id,
      type: `application_${input.to === 'issued' ? 'issued' : input.to}`,
      title:
        input.to === 'process'
          ? 'Your application is being processed'
          : input.to === 'issued'
            ? 'Your promotion reward is ready to claim'
            : 'Your application was not approved',
      params: {
        promotionId: Number(row.promotion_id),
        promotionBn: row.title_bn,
        promotionEn: row.title_en,
        reason: input.to === 'rejected' ? input.reason : null,
        amount: amountMinor !== null ? minorToDecimal(amountMinor) : null,
        rewardId,
      },
      now: input.now,
    });
    await recordAudit(trx, {
      operator: input.operator,
      ip: input.ip,
      brandId: row.brand_id,
      action: `application.${input.to === 'issued' ? 'issue' : input.to === 'rejected' ? 'reject' : 'process'}`,
      targetType: 'application',
      targetId: row.id,
      before: { status: row.status },
      after: {
        status: input.to,
        ...(rewardId ? { rewardId, amount: minorToDecimal(amountMinor!) } : {}),
      },
      reason: input.reason,
      now: input.now,
    });
  });
  return applicationForOperator(db, input.id, brandIds);
}
