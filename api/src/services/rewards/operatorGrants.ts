import type { GrantRewardResult, OpsRewardList, RewardPayout, RewardState } from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findBrandMember } from '../messages/memberTargets.js';
import { recordAudit } from '../operators/audit.js';
import type { Operator } from '../operators/operatorAccounts.js';
import { minorToDecimal } from '../wallet/money.js';
import { offerReward, rewardView } from './memberRewards.js';
import { DAY_MS } from './rewardsConfig.js';

export interface GrantInput {
  operator: Operator;
  ip: string;
  brandId: string;
  account: string;
  amountMinor: bigint;
  payout: RewardPayout;
  turnoverMultiple: number;
  reason: string;
  claimDays: number;
  idempotencyKey: string;
  now: Date;
}

/**
 * An operator's reward to a member (source OPERATOR, keyed by the operator's idempotency key, so
 * a repeated grant answers the first one). The reward, the member's message and the audit row
 * commit together; the money moves only when the member claims it.
 */
export async function grantReward(
  db: Kysely<Database>,
  input: GrantInput,
): Promise<GrantRewardResult> {
  const member = await findBrandMember(db, input.brandId, input.account);
  return db.transaction().execute(async (trx) => {
    const { reward, created } = await offerReward(trx, {
      brandId: member.brandId,
      accountId: member.id,
      source: 'OPERATOR',
      sourceKey: `grant:${input.idempotencyKey}`,
      title: input.reason,
      amountMinor: input.amountMinor,
      payout: input.payout,
      turnoverMultiple: input.turnoverMultiple,
      reason: input.reason,
      expiresAt: new Date(input.now.getTime() + input.claimDays * DAY_MS),
      now: input.now,
      notify: true,
    });
    if (created)
      await recordAudit(trx, {
        operator: input.operator,
        ip: input.ip,
        brandId: member.brandId,
        action: 'reward.grant',
        targetType: 'member',
        targetId: member.id,
        before: null,
        after: {
          rewardId: reward.id,
          amount: minorToDecimal(input.amountMinor),
          payout: input.payout,
          turnoverMultiple: input.turnoverMultiple,
        },
        reason: input.reason,
        now: input.now,
      });
    return { reward: rewardView(reward, input.now), account: member.username, replayed: !created };
  });
}

/** The brand's rewards (newest first), optionally of one member or one state. */
export async function listBrandRewards(
  db: Kysely<Database>,
  brandId: string,
  filter: { account?: string; state?: RewardState },
  now: Date,
): Promise<OpsRewardList> {
  let query = db
    .selectFrom('member_rewards as r')
    .innerJoin('accounts as a', 'a.id', 'r.account_id')
    .selectAll('r')
    .select('a.username')
    .where('r.brand_id', '=', brandId);
  if (filter.account)
    query = query.where('a.username_key', '=', filter.account.trim().toLowerCase());
  if (filter.state) query = query.where('r.state', '=', filter.state);
  const rows = await query
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(200)
    .execute();
  return { list: rows.map((row) => ({ ...rewardView(row, now), account: row.username })) };
}
