import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AccountSummary } from '../members/accountRepository.js';
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

export async function vipLevels(
  db: Kysely<Database>,
  language: ContentLanguage,
  member: AccountSummary | null,
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

  const level = Math.max(0, Math.min(10, member.clubRankLevel));
  const row = await db
    .selectFrom('bet_records')
    .select(sql<string>`coalesce(sum(valid_bet_minor), 0)`.as('valid_bet'))
    .where('member_id', '=', member.id)
    .where('status', '=', 'SETTLED')
    .where('is_trial', '=', false)
    .executeTakeFirstOrThrow();
  const validBet = minorToMajor(row.valid_bet);
  const next = VIP_LEVELS[level + 1] ?? null;
  return {
    levels,
    member: {
      currentLevel: level,
      clubLabel: member.clubLabelName,
      vipService: level >= VIP_SERVICE_MIN_LEVEL,
      progress: {
        nextLevel: next?.level ?? null,
        validBet,
        requiredValidBet: next?.requiredValidBet ?? null,
        validBetPercent: next ? percent(validBet, next.requiredValidBet) : 100,
        /** Deposits are not recorded by this API yet. */
        deposit: null,
        requiredDeposit: next?.requiredDeposit ?? null,
      },
    },
  };
}
