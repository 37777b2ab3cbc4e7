import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PointRedemptionsTable } from '../../db/pointsSchema.js';
import { verifyPaymentPassword } from '../members/paymentPassword.js';
import { sendMemberMessage } from '../messages/memberMessages.js';
import { recordAudit } from '../operators/audit.js';
import type { Operator } from '../operators/operatorAccounts.js';
import { UNIQUE_VIOLATION, withTransactionRetry } from '../wallet/ledger.js';
import { lockPointAccount, postPointTransaction } from './pointLedger.js';
import { pointsErrors } from './pointsErrors.js';

/**
 * Redeeming goods: the points leave the member (to the MALL pool) and the stock drops in one
 * transaction, keyed by the member's request; an operator then approves (nothing more moves)
 * or rejects (the points come back once and the stock returns), and the member gets a message.
 */
export interface PointsMember {
  brandId: string;
  accountId: string;
}

export type RedemptionRow = Selectable<PointRedemptionsTable> & {
  sku: string;
  name_bn: string;
  name_en: string;
  image_key: string;
};

const redemptionsWithReward = (db: Kysely<Database>) =>
  db
    .selectFrom('point_redemptions as r')
    .innerJoin('point_rewards as w', 'w.id', 'r.reward_id')
    .selectAll('r')
    .select(['w.sku', 'w.name_bn', 'w.name_en', 'w.image_key']);

export function redemptionView(row: RedemptionRow) {
  return {
    id: row.id,
    rewardId: Number(row.reward_id),
    sku: row.sku,
    name: { bn: row.name_bn, en: row.name_en },
    quantity: row.quantity,
    pointsEach: Number(row.points_each),
    pointsTotal: Number(row.points_total),
    status: row.status,
    remark: row.remark,
    createdAt: row.created_at.toISOString(),
    reviewedAt: row.reviewed_at ? row.reviewed_at.toISOString() : null,
  };
}

export interface RedeemRequest {
  rewardId: number;
  quantity: number;
  paymentPassword: string;
  requestKey: string;
}

export async function redeemReward(
  db: Kysely<Database>,
  member: PointsMember,
  input: RedeemRequest,
  now: Date,
): Promise<RedemptionRow> {
  const reward = await db
    .selectFrom('point_rewards')
    .select(['id', 'max_per_redemption'])
    .where('id', '=', String(input.rewardId))
    .where('brand_id', '=', member.brandId)
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!reward) throw pointsErrors.rewardUnknown();
  if (input.quantity < 1 || input.quantity > reward.max_per_redemption)
    throw pointsErrors.quantity(reward.max_per_redemption);
  // Outside the points transaction: a wrong guess counts even though the redemption fails.
  await verifyPaymentPassword(db, member.accountId, input.paymentPassword, now);

  const id = await withTransactionRetry(
    db,
    async (trx) => {
      const replay = await byRequestKey(trx, member.accountId, input.requestKey);
      if (replay) return replay;
      const balance = await lockPointAccount(trx, member.accountId);
      const again = await byRequestKey(trx, member.accountId, input.requestKey);
      if (again) return again;
      // One conditional UPDATE takes the stock: concurrent redemptions of the last item wait on
      // the row and the losers find too little left; the CHECK (stock >= 0) is the last line.
      const taken = await trx
        .updateTable('point_rewards')
        .set((eb) => ({ stock: eb('stock', '-', input.quantity) }))
        .where('id', '=', reward.id)
        .where('enabled', '=', true)
        .where('stock', '>=', input.quantity)
        .returning(['points_cost', 'stock'])
        .executeTakeFirst();
      if (!taken) {
        const left = await trx
          .selectFrom('point_rewards')
          .select('stock')
          .where('id', '=', reward.id)
          .executeTakeFirstOrThrow();
        throw pointsErrors.soldOut(left.stock);
      }
      const total = BigInt(taken.points_cost) * BigInt(input.quantity);
      if (total > balance) throw pointsErrors.insufficient(balance, total);
      const spendId = await postPointTransaction(trx, {
        ...member,
        kind: 'REDEEM',
        idempotencyKey: `redeem:${input.requestKey}`,
        points: -total,
        pool: 'MALL',
        detail: { rewardId: reward.id, quantity: input.quantity },
        now,
      });
      if (!spendId) throw new Error('A redemption key was booked without its redemption');
      const row = await trx
        .insertInto('point_redemptions')
        .values({
          brand_id: member.brandId,
          account_id: member.accountId,
          reward_id: reward.id,
          request_key: input.requestKey,
          quantity: input.quantity,
          points_each: taken.points_cost,
          points_total: total,
          status: 'in_process',
          spend_transaction_id: spendId,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('point_transactions')
        .set({ detail: JSON.stringify({ redemptionId: row.id, quantity: input.quantity }) })
        .where('id', '=', spendId)
        .execute();
      return row.id;
    },
    // Two submits with one key: the loser of the insert retries and answers with the winner.
    { retryOn: [UNIQUE_VIOLATION] },
  );
  return (await memberRedemption(db, member, id))!;
}

async function byRequestKey(trx: Kysely<Database>, accountId: string, requestKey: string) {
  const row = await trx
    .selectFrom('point_redemptions')
    .select('id')
    .where('account_id', '=', accountId)
    .where('request_key', '=', requestKey)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function memberRedemption(db: Kysely<Database>, member: PointsMember, id: string) {
  return (
    (await redemptionsWithReward(db)
      .where('r.id', '=', id)
      .where('r.account_id', '=', member.accountId)
      .executeTakeFirst()) ?? null
  );
}

export async function listMemberRedemptions(
  db: Kysely<Database>,
  member: PointsMember,
  query: { status?: RedemptionRow['status']; pageNo: number; pageSize: number },
) {
  let base = db.selectFrom('point_redemptions as r').where('r.account_id', '=', member.accountId);
  if (query.status) base = base.where('r.status', '=', query.status);
  const { total } = await base
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('point_rewards as w', 'w.id', 'r.reward_id')
    .selectAll('r')
    .select(['w.sku', 'w.name_bn', 'w.name_en', 'w.image_key'])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  return { rows, total: Number(total) };
}

/** Redemptions of the brands the operator may act on (null: all brands), with the member. */
export function operatorRedemptions(db: Kysely<Database>, brandIds: readonly string[] | null) {
  let query = redemptionsWithReward(db)
    .innerJoin('accounts as a', 'a.id', 'r.account_id')
    .innerJoin('brands as b', 'b.id', 'r.brand_id')
    .select(['a.username', 'a.username_key', 'b.merchant_code']);
  if (brandIds) query = query.where('r.brand_id', 'in', brandIds.length ? brandIds : ['0']);
  return query;
}

export type RedemptionReview =
  { action: 'approve'; remark?: string } | { action: 'reject'; remark: string };

/**
 * The operator's decision, once: the row lock and the state check refuse a second review (the
 * trigger of migration 0024 as a last line); a rejection gives the points back under the
 * redemption's own key and returns the stock.
 */
export async function reviewRedemption(
  db: Kysely<Database>,
  actor: { operator: Operator; ip: string },
  redemptionId: string,
  review: RedemptionReview,
  now: Date,
  assertBrand: (brandId: string) => void,
): Promise<void> {
  await withTransactionRetry(db, async (trx) => {
    const before = await trx
      .selectFrom('point_redemptions')
      .selectAll()
      .where('id', '=', redemptionId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw pointsErrors.redemptionUnknown();
    assertBrand(before.brand_id);
    if (before.status !== 'in_process') throw pointsErrors.redemptionState(before.status);
    const reward = await trx
      .selectFrom('point_rewards')
      .select(['name_en', 'name_bn'])
      .where('id', '=', before.reward_id)
      .executeTakeFirstOrThrow();
    const remark = review.remark?.trim() || null;
    // The member centre writes the message from these facts; the remark shows as its reason.
    const params = {
      reward: reward.name_en,
      rewardBn: reward.name_bn,
      quantity: before.quantity,
      points: Number(before.points_total),
      reason: remark,
    };
    if (review.action === 'approve') {
      await trx
        .updateTable('point_redemptions')
        .set({ status: 'approved', remark, reviewed_at: now, reviewed_by: actor.operator.username })
        .where('id', '=', redemptionId)
        .execute();
      await sendMemberMessage(trx, {
        accountId: before.account_id,
        type: 'points_redemption_approved',
        title: 'Points redemption approved',
        params,
        now,
      });
    } else {
      await lockPointAccount(trx, before.account_id);
      const refundId = await postPointTransaction(trx, {
        brandId: before.brand_id,
        accountId: before.account_id,
        kind: 'REDEEM_REFUND',
        idempotencyKey: `redeem-refund:${before.id}`,
        points: BigInt(before.points_total),
        pool: 'MALL',
        detail: { redemptionId: before.id, quantity: before.quantity },
        now,
      });
      if (!refundId) throw pointsErrors.redemptionState('rejected');
      await trx
        .updateTable('point_rewards')
        .set((eb) => ({ stock: eb('stock', '+', before.quantity) }))
        .where('id', '=', before.reward_id)
        .execute();
      await trx
        .updateTable('point_redemptions')
        .set({
          status: 'rejected',
          remark,
          refund_transaction_id: refundId,
          reviewed_at: now,
          reviewed_by: actor.operator.username,
        })
        .where('id', '=', redemptionId)
        .execute();
      await sendMemberMessage(trx, {
        accountId: before.account_id,
        type: 'points_redemption_rejected',
        title: 'Points redemption rejected',
        params,
        now,
      });
    }
    await recordAudit(trx, {
      operator: actor.operator,
      ip: actor.ip,
      brandId: before.brand_id,
      action: `points.redemption.${review.action}`,
      targetType: 'point_redemption',
      targetId: redemptionId,
      before: { status: before.status },
      after: { status: review.action === 'approve' ? 'approved' : 'rejected' },
      reason: remark,
      now,
    });
  });
}
