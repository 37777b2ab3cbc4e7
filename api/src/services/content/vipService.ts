import type { Kysely, Selectable } from 'kysely';
import type { VipLevelUpsTable } from '../../db/rebateVipSchema.js';
import type { Database } from '../../db/schema.js';
import type { BrandConfig, VipConfig } from '../brands/brandConfig.js';
import { offerReward } from '../rewards/memberRewards.js';
import { DAY_MS, rewardsConfigOf } from '../rewards/rewardsConfig.js';
import { TRIAL_ACCOUNT_TYPE, type AccountSummary } from '../members/accountRepository.js';
import { minorToMajor } from '../wallet/money.js';
import type { ContentLanguage } from './language.js';

/** Spec §5: VIP customer service is used for rank levels above 4. */
export const VIP_SERVICE_MIN_LEVEL = 5;

interface VipLevelDef {
  level: number;
  name: { bn: string; en: string };
  /** Major units (BDT). */
  requiredDeposit: number;
  requiredValidBet: number;
  birthdayBonus: number;
  upgradeBonus: number;
  weeklyRebatePercent: number;
  withdrawalLimitPerDay: number;
}

export const VIP_LEVELS: readonly VipLevelDef[] = [
  [0, 'নবাগত', 'Newcomer', 0, 0, 0, 0, 0.3, 50_000],
  [1, 'ব্রোঞ্জ', 'Bronze', 1_000, 10_000, 100, 50, 0.4, 100_000],
  [2, 'সিলভার', 'Silver', 5_000, 50_000, 300, 200, 0.5, 200_000],
  [3, 'গোল্ড', 'Gold', 20_000, 200_000, 800, 600, 0.6, 300_000],
  [4, 'প্লাটিনাম', 'Platinum', 50_000, 600_000, 1_500, 1_500, 0.7, 500_000],
  [5, 'ডায়মন্ড', 'Diamond', 150_000, 1_500_000, 3_000, 3_500, 0.8, 800_000],
  [6, 'ক্রাউন', 'Crown', 400_000, 4_000_000, 6_000, 8_000, 0.9, 1_200_000],
  [7, 'রয়্যাল', 'Royal', 1_000_000, 10_000_000, 12_000, 18_000, 1.0, 2_000_000],
  [8, 'এলিট', 'Elite', 2_500_000, 25_000_000, 25_000, 40_000, 1.1, 3_000_000],
  [9, 'লিজেন্ড', 'Legend', 6_000_000, 60_000_000, 50_000, 90_000, 1.2, 5_000_000],
  [10, 'সুপ্রিম', 'Supreme', 15_000_000, 150_000_000, 100_000, 200_000, 1.5, 10_000_000],
].map(([level, bn, en, dep, bet, birthday, upgrade, rebate, limit]) => ({
  level: level as number,
  name: { bn: bn as string, en: en as string },
  requiredDeposit: dep as number,
  requiredValidBet: bet as number,
  birthdayBonus: birthday as number,
  upgradeBonus: upgrade as number,
  weeklyRebatePercent: rebate as number,
  withdrawalLimitPerDay: limit as number,
}));

const percent = (value: number, target: number) =>
  target <= 0 ? 100 : Math.min(100, Math.floor((value / target) * 10_000) / 100);

const MAX_LEVEL = VIP_LEVELS.length - 1;
const clampLevel = (level: number) => Math.max(0, Math.min(MAX_LEVEL, level));
const toMinor = (major: number) => BigInt(Math.round(major * 100));

/** What the member's VIP level is measured on, in minor units. */
export interface VipTotals {
  /** Deposits credited to the wallet (deposit orders in state credited). */
  depositMinor: bigint;
  /** Valid bets of settled rounds of real play. */
  validBetMinor: bigint;
}

/**
 * The member's totals and stored level in one primary-key read: `vip_totals` is kept by the
 * triggers of migration 0035 in the transaction that credits a deposit or settles a round.
 */
async function vipStanding(db: Kysely<Database>, memberId: string) {
  const row = await db
    .selectFrom('accounts as a')
    .leftJoin('vip_totals as t', 't.member_id', 'a.id')
    .select([
      'a.brand_id',
      'a.is_agent',
      'a.club_rank_level',
      't.deposit_minor',
      't.valid_bet_minor',
    ])
    .where('a.id', '=', memberId)
    .executeTakeFirstOrThrow();
  const totals: VipTotals = {
    depositMinor: BigInt(row.deposit_minor ?? 0),
    validBetMinor: BigInt(row.valid_bet_minor ?? 0),
  };
  return { brandId: row.brand_id, isAgent: row.is_agent, stored: row.club_rank_level, totals };
}

export async function vipTotals(db: Kysely<Database>, memberId: string): Promise<VipTotals> {
  return (await vipStanding(db, memberId)).totals;
}

/** The highest level whose deposit and valid-bet thresholds the totals both reach. */
export function levelReached(totals: VipTotals): number {
  let reached = 0;
  for (const def of VIP_LEVELS) {
    if (
      totals.depositMinor >= toMinor(def.requiredDeposit) &&
      totals.validBetMinor >= toMinor(def.requiredValidBet)
    )
      reached = def.level;
  }
  return reached;
}

/** A level's upgrade bonus in minor units: the brand's own amount, else the level table's. */
export function upgradeBonusMinor(config: Partial<VipConfig> | undefined, level: number): bigint {
  const own = config?.upgradeBonus?.[String(level)];
  return toMinor(own ?? VIP_LEVELS[clampLevel(level)]!.upgradeBonus);
}

const brandConfigOf = async (db: Kysely<Database>, brandId: string): Promise<BrandConfig> =>
  (
    await db
      .selectFrom('brands')
      .select('config')
      .where('id', '=', brandId)
      .executeTakeFirstOrThrow()
  ).config;

/** Runs `work` in the caller's transaction, or in a new one. */
const inTransaction = <T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>) =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

/**
 * The member's level from their real deposits and valid bets. A level never drops: the stored
 * level (an operator's grant, or one reached before) is the floor. Reaching a higher level
 * raises the stored one (so member info's clubLabel follows), records each level passed once in
 * `vip_level_ups` and offers its upgrade bonus in the reward centre (VIP_LEVEL_UP, `vip:<level>`).
 * Trial accounts keep their level. Called where the totals change (a deposit credited, a round
 * settled: inside that transaction) and by the VIP and rebate pages; with no new level it costs
 * one primary-key read. Safe to run concurrently: the update only raises, the inserts do nothing
 * on a level already recorded, and only the insert that recorded a level offers its reward.
 */
export async function syncVipLevel(
  db: Kysely<Database>,
  member: Pick<AccountSummary, 'id'>,
  now: Date,
): Promise<{ level: number; totals: VipTotals }> {
  const { brandId, isAgent, stored: storedLevel, totals } = await vipStanding(db, member.id);
  const stored = clampLevel(storedLevel);
  if (isAgent === TRIAL_ACCOUNT_TYPE) return { level: stored, totals };
  const reached = levelReached(totals);
  if (reached <= stored) return { level: stored, totals };
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('accounts')
      .set({ club_rank_level: reached, club_label_name: VIP_LEVELS[reached]!.name.en })
      .where('id', '=', member.id)
      .where('club_rank_level', '<', reached)
      .execute();
    const config = await brandConfigOf(trx, brandId);
    const recorded = await trx
      .insertInto('vip_level_ups')
      .values(
        VIP_LEVELS.slice(stored + 1, reached + 1).map((def) => ({
          brand_id: brandId,
          member_id: member.id,
          level: def.level,
          reached_at: now,
          deposit_minor: totals.depositMinor,
          valid_bet_minor: totals.validBetMinor,
          upgrade_bonus_minor: upgradeBonusMinor(config.vip, def.level),
        })),
      )
      .onConflict((oc) => oc.columns(['member_id', 'level']).doNothing())
      .returningAll()
      .execute();
    for (const levelUp of recorded) await rewardLevelUp(trx, levelUp, config, now);
  });
  return { level: reached, totals };
}

/**
 * Offers a recorded level-up's upgrade bonus in the reward centre and marks it rewarded, once:
 * the reward's key `vip:<level>` is unique per member, and `rewarded_at` is set only while null.
 * A level whose bonus is 0 is marked without a reward.
 */
async function rewardLevelUp(
  trx: Kysely<Database>,
  levelUp: Selectable<VipLevelUpsTable>,
  config: BrandConfig,
  now: Date,
): Promise<void> {
  const amountMinor = BigInt(levelUp.upgrade_bonus_minor);
  if (amountMinor > 0n) {
    const def = VIP_LEVELS[clampLevel(levelUp.level)]!;
    const vip = { ...DEFAULT_VIP_CONFIG, ...config.vip };
    const claimDays = rewardsConfigOf({ config }).claimDays;
    await offerReward(trx, {
      brandId: levelUp.brand_id,
      accountId: levelUp.member_id,
      source: 'VIP_LEVEL_UP',
      sourceKey: `vip:${levelUp.level}`,
      title: `VIP ${def.level} · ${def.name.bn} / ${def.name.en}`,
      amountMinor,
      payout: vip.upgradeTurnoverMultiple > 0 ? 'BONUS' : 'CASH',
      turnoverMultiple: vip.upgradeTurnoverMultiple,
      reason: `VIP level ${def.level} reached`,
      expiresAt: new Date(now.getTime() + claimDays * DAY_MS),
      now,
      notify: true,
    });
  }
  await trx
    .updateTable('vip_level_ups')
    .set({ rewarded_at: now })
    .where('id', '=', levelUp.id)
    .where('rewarded_at', 'is', null)
    .execute();
}

/**
 * The periodic job's part: offers the rewards of level-ups recorded but not yet rewarded (those
 * recorded before 0035). Each in its own transaction under the level-up's row lock; safe to run
 * twice or on two API processes at once.
 */
export async function rewardPendingLevelUps(db: Kysely<Database>, now: Date): Promise<number> {
  const pending = await db
    .selectFrom('vip_level_ups')
    .select('id')
    .where('rewarded_at', 'is', null)
    .orderBy('reached_at')
    .limit(500)
    .execute();
  let rewarded = 0;
  for (const { id } of pending) {
    await db.transaction().execute(async (trx) => {
      const levelUp = await trx
        .selectFrom('vip_level_ups')
        .selectAll()
        .where('id', '=', id)
        .where('rewarded_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      if (!levelUp) return;
      await rewardLevelUp(trx, levelUp, await brandConfigOf(trx, levelUp.brand_id), now);
      rewarded += 1;
    });
  }
  return rewarded;
}

/** A brand without its own `vip` settings pays each level's table amount in cash. */
export const DEFAULT_VIP_CONFIG: VipConfig = {
  upgradeBonus: {},
  upgradeTurnoverMultiple: 0,
  serviceUrl: null,
};

/** Spec §6, §9: whether a member gets the VIP customer service (trial accounts never do). */
export const hasVipService = (member: Pick<AccountSummary, 'isAgent' | 'clubRankLevel'>) =>
  member.isAgent !== TRIAL_ACCOUNT_TYPE && member.clubRankLevel >= VIP_SERVICE_MIN_LEVEL;

/** The level's weekly rebate percent (the manual rebate adds what it has above level 0). */
export const vipRebatePercent = (level: number) =>
  VIP_LEVELS[clampLevel(level)]!.weeklyRebatePercent;

export async function vipLevels(
  db: Kysely<Database>,
  language: ContentLanguage,
  member: AccountSummary | null,
  now: Date,
) {
  const levels = VIP_LEVELS.map((def) => ({
    level: def.level,
    name: def.name[language],
    requiredDeposit: def.requiredDeposit,
    requiredValidBet: def.requiredValidBet,
    benefits: {
      birthdayBonus: def.birthdayBonus,
      upgradeBonus: def.upgradeBonus,
      weeklyRebatePercent: def.weeklyRebatePercent,
      withdrawalLimitPerDay: def.withdrawalLimitPerDay,
      dedicatedService: def.level >= VIP_SERVICE_MIN_LEVEL,
    },
  }));
  if (!member) return { levels, member: null };

  const { level, totals } = await syncVipLevel(db, member, now);
  const validBet = minorToMajor(totals.validBetMinor);
  const deposit = minorToMajor(totals.depositMinor);
  const next = VIP_LEVELS[level + 1] ?? null;
  return {
    levels,
    member: {
      currentLevel: level,
      clubLabel: VIP_LEVELS[level]!.name[language],
      // Spec §6, §9: VIP customer service for rank levels above 4, on the level just computed.
      vipService: level >= VIP_SERVICE_MIN_LEVEL,
      progress: {
        nextLevel: next?.level ?? null,
        validBet,
        requiredValidBet: next?.requiredValidBet ?? null,
        validBetPercent: next ? percent(validBet, next.requiredValidBet) : 100,
        deposit,
        requiredDeposit: next?.requiredDeposit ?? null,
        depositPercent: next ? percent(deposit, next.requiredDeposit) : 100,
      },
    },
  };
}
