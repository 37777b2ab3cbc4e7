import type { MemberReward } from '@site/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { MemberRewardsTable, RewardPayout, RewardSource } from '../../db/rewardsSchema.js';
import type { Database } from '../../db/schema.js';
import { TRIAL_ACCOUNT_TYPE } from '../members/accountRepository.js';
import { sendMemberMessage } from '../messages/memberMessages.js';
import {
  ensureHouseAccount,
  lockAccounts,
  openMainWallet,
  postTransaction,
  UNIQUE_VIOLATION,
  withTransactionRetry,
} from '../wallet/ledger.js';
import { minorToDecimal, minorToMajor } from '../wallet/money.js';
import { rewardErrors } from './rewardErrors.js';
import { DAY_MS } from './rewardsConfig.js';
import type { RewardsConfig } from '../brands/brandConfig.js';

type RewardRow = Selectable<MemberRewardsTable>;

/** The ledger key of a reward's one payout: a second claim can never post a second credit. */
export const rewardPayoutKey = (rewardId: string) => `reward:${rewardId}`;

/** `numeric(6,2)` multiple times an amount in minor units, exactly (hundredths). */
export const turnoverOf = (amountMinor: bigint, multiple: string | number): bigint =>
  (amountMinor * BigInt(Math.round(Number(multiple) * 100))) / 100n;

/** A row as the member sees it: past its expiry a claimable reward reads as closed. */
export function rewardView(row: RewardRow, now: Date): MemberReward {
  const expired = row.state === 'claim' && row.expires_at !== null && row.expires_at <= now;
  return {
    id: row.id,
    source: row.source,
    title: row.title,
    amount: minorToMajor(row.amount_minor),
    payout: row.payout,
    turnoverMultiple: Number(row.turnover_multiple),
    state: expired ? 'close' : row.state,
    createdAt: row.created_at.getTime(),
    expiresAt: row.expires_at ? row.expires_at.getTime() : null,
    claimedAt: row.claimed_at ? row.claimed_at.getTime() : null,
  };
}

export interface RewardOffer {
  brandId: string;
  accountId: string;
  source: RewardSource;
  /** What earned it, unique per member and source: one earning makes one reward. */
  sourceKey: string;
  title: string;
  amountMinor: bigint;
  payout: RewardPayout;
  turnoverMultiple?: number;
  reason?: string | null;
  expiresAt: Date | null;
  now: Date;
  /** Write the member a message (a new reward only). */
  notify?: boolean;
}

/**
 * Offers a reward once per (member, source, source key): a second offer of the same earning
 * answers the first reward. Call it inside the transaction of what earned it.
 */
export async function offerReward(
  trx: Kysely<Database>,
  offer: RewardOffer,
): Promise<{ reward: RewardRow; created: boolean }> {
  if (offer.payout === 'CASH' && (offer.turnoverMultiple ?? 0) > 0)
    throw rewardErrors.turnoverForCash();
  const inserted = await trx
    .insertInto('member_rewards')
    .values({
      brand_id: offer.brandId,
      account_id: offer.accountId,
      source: offer.source,
      source_key: offer.sourceKey,
      title: offer.title,
      amount_minor: offer.amountMinor,
      payout: offer.payout,
      turnover_multiple: offer.turnoverMultiple ?? 0,
      reason: offer.reason ?? null,
      created_at: offer.now,
      expires_at: offer.expiresAt,
    })
    .onConflict((oc) => oc.columns(['account_id', 'source', 'source_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) {
    if (offer.notify)
      await sendMemberMessage(trx, {
        accountId: offer.accountId,
        type: 'reward_granted',
        title: 'A reward for you',
        params: {
          amount: minorToDecimal(offer.amountMinor),
          payout: offer.payout,
          rewardId: inserted.id,
        },
        now: offer.now,
      });
    return { reward: inserted, created: true };
  }
  const existing = await trx
    .selectFrom('member_rewards')
    .selectAll()
    .where('account_id', '=', offer.accountId)
    .where('source', '=', offer.source)
    .where('source_key', '=', offer.sourceKey)
    .executeTakeFirstOrThrow();
  return { reward: existing, created: false };
}

/** Claimable now: the reward centre's badge and the header's unclaimed count. */
export async function unclaimedRewards(
  db: Kysely<Database>,
  accountId: string,
  now: Date,
): Promise<number> {
  const row = await db
    .selectFrom('member_rewards')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('account_id', '=', accountId)
    .where('state', '=', 'claim')
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The member's rewards: claimable first, then the rest, newest first. */
export async function listRewards(db: Kysely<Database>, accountId: string, now: Date) {
  const rows = await db
    .selectFrom('member_rewards')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy(sql`case when state = 'claim' then 0 else 1 end`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  const list = rows.map((row) => rewardView(row, now));
  list.sort((a, b) => Number(b.state === 'claim') - Number(a.state === 'claim'));
  return { list, unclaimed: await unclaimedRewards(db, accountId, now) };
}

export interface ClaimInput {
  brandId: string;
  accountId: string;
  rewardId: string;
  config: RewardsConfig;
  now: Date;
}

type ClaimOutcome =
  { kind: 'paid' | 'already'; reward: RewardRow; bonusId: string | null } | { kind: 'expired' };

/**
 * Claims a reward: under the reward's row lock it credits the member's MAIN wallet from the
 * house as one BONUS ledger movement keyed by the reward id, marks it claimed and, for a BONUS
 * payout, opens the bonus with its turnover requirement. Fifty concurrent claims pay once; the
 * others answer the first claim. Past its expiry the reward closes and nothing is paid.
 */
export async function claimReward(db: Kysely<Database>, input: ClaimInput) {
  const outcome = await withTransactionRetry<ClaimOutcome>(
    db,
    async (trx) => {
      const member = await trx
        .selectFrom('accounts')
        .select(['id', 'brand_id', 'is_agent', 'profile'])
        .where('id', '=', input.accountId)
        .executeTakeFirstOrThrow();
      if (member.is_agent === TRIAL_ACCOUNT_TYPE) throw rewardErrors.notRealAccount();
      const reward = await trx
        .selectFrom('member_rewards')
        .selectAll()
        .where('id', '=', input.rewardId)
        .where('account_id', '=', input.accountId)
        .forUpdate()
        .executeTakeFirst();
      if (!reward) throw rewardErrors.notFound();
      if (reward.state === 'claimed') {
        const bonus = await bonusOfReward(trx, reward.id);
        return { kind: 'already', reward, bonusId: bonus };
      }
      if (reward.state === 'close') return { kind: 'expired' };
      if (reward.expires_at !== null && reward.expires_at <= input.now) {
        await trx
          .updateTable('member_rewards')
          .set({ state: 'close' })
          .where('id', '=', reward.id)
          .execute();
        return { kind: 'expired' };
      }
      if (reward.payout === 'BONUS')
        for (const contact of input.config.bonusRequiresContact)
          if (!member.profile[contact]?.trim()) throw rewardErrors.contactRequired(contact);

      const ledgerMember = { id: member.id, brandId: member.brand_id, isTrial: false };
      const mainId = await openMainWallet(trx, ledgerMember, input.now);
      const houseId = await ensureHouseAccount(trx, member.brand_id, 'HOUSE');
      await lockAccounts(trx, [mainId, houseId]);
      const amount = BigInt(reward.amount_minor);
      const transactionId = await postTransaction(trx, {
        brandId: member.brand_id,
        memberId: member.id,
        kind: 'BONUS',
        idempotencyKey: rewardPayoutKey(reward.id),
        result: { rewardId: reward.id, payout: reward.payout },
        now: input.now,
        entries: [
          { accountId: mainId, amountMinor: amount },
          { accountId: houseId, amountMinor: -amount },
        ],
      });
      const claimed = await trx
        .updateTable('member_rewards')
        .set({ state: 'claimed', claimed_at: input.now, transaction_id: transactionId })
        .where('id', '=', reward.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      let bonusId: string | null = null;
      if (reward.payout === 'BONUS') {
        const bonus = await trx
          .insertInto('member_bonuses')
          .values({
            brand_id: member.brand_id,
            account_id: member.id,
            reward_id: reward.id,
            amount_minor: amount,
            turnover_required_minor: turnoverOf(amount, reward.turnover_multiple),
            claimed_at: input.now,
            expires_at: new Date(input.now.getTime() + input.config.bonusDays * DAY_MS),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        bonusId = bonus.id;
      }
      return { kind: 'paid', reward: claimed, bonusId };
    },
    { retryOn: [UNIQUE_VIOLATION] },
  );
  if (outcome.kind === 'expired') throw rewardErrors.expired();
  return {
    reward: rewardView(outcome.reward, input.now),
    bonusId: outcome.bonusId,
    alreadyClaimed: outcome.kind === 'already',
    unclaimed: await unclaimedRewards(db, input.accountId, input.now),
  };
}

async function bonusOfReward(trx: Kysely<Database>, rewardId: string): Promise<string | null> {
  const row = await trx
    .selectFrom('member_bonuses')
    .select('id')
    .where('reward_id', '=', rewardId)
    .executeTakeFirst();
  return row?.id ?? null;
}
