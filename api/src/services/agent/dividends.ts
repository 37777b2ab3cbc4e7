import { sql, type Kysely } from 'kysely';
import type { DividendPeriod, DividendTierRow } from '../../db/agentCentreSchema.js';
import type { Database } from '../../db/schema.js';

/**
 * Dividends (spec §1, §3, §4): per period, the team's result decides the tier reached, and the
 * tier's rate is paid on what the team lost to the house. Periods are calendar periods on UTC
 * days, as the salary jobs align theirs: a day, a week from Monday, the 1st–15th and the 16th–end
 * of a month, a month.
 */

const DAY_MS = 24 * 60 * 60_000;

/** The start (UTC) of the period that holds the instant `at` (ms). */
export function periodStart(period: DividendPeriod, at: number): number {
  const date = new Date(at);
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  switch (period) {
    case 'DAILY':
      return day;
    case 'WEEKLY':
      // getUTCDay: 0 is Sunday; weeks start on Monday.
      return day - ((date.getUTCDay() + 6) % 7) * DAY_MS;
    case 'SEMIMONTHLY':
      return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() >= 16 ? 16 : 1);
    case 'MONTHLY':
      return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  }
}

/** The end of the period that starts at `start` (the next period's start). */
export function periodEnd(period: DividendPeriod, start: number): number {
  const date = new Date(start);
  switch (period) {
    case 'DAILY':
      return start + DAY_MS;
    case 'WEEKLY':
      return start + 7 * DAY_MS;
    case 'SEMIMONTHLY':
      return date.getUTCDate() === 1
        ? Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 16)
        : Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
    case 'MONTHLY':
      return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  }
}

/** What the team did in a period, in minor units. */
export interface TeamResult {
  validBet: bigint;
  /** Members with a settled bet in the period. */
  activeMembers: number;
  /** Stakes minus wins: positive when the team lost to the house. */
  teamLoss: bigint;
}

/** The team's settled real-money rounds in [from, to). */
export async function teamResult(
  db: Kysely<Database>,
  memberIds: readonly string[],
  from: Date,
  to: Date,
): Promise<TeamResult> {
  const { rows } = await sql<{ valid_bet: string; active: string; loss: string }>`
    select coalesce(sum(b.valid_bet_minor), 0) as valid_bet,
      count(distinct b.member_id) as active,
      coalesce(sum(b.stake_minor - b.win_minor), 0) as loss
    from bet_records b
    where b.member_id in (${sql.join(memberIds)})
      and b.is_trial = false and b.status = 'SETTLED'
      and b.settled_at >= ${from} and b.settled_at < ${to}
  `.execute(db);
  const row = rows[0] ?? { valid_bet: '0', active: '0', loss: '0' };
  return {
    validBet: BigInt(row.valid_bet),
    activeMembers: Number(row.active),
    teamLoss: BigInt(row.loss),
  };
}

/**
 * The highest tier (1 is the first in the contract's list) whose every threshold the result
 * meets, or null. A team that won (or broke even) reaches no tier: there is nothing to share.
 */
export function tierReached(tiers: readonly DividendTierRow[], result: TeamResult): number | null {
  if (result.teamLoss <= 0n) return null;
  let best: number | null = null;
  tiers.forEach((tier, index) => {
    const met =
      result.validBet >= BigInt(tier.minValidBetMinor) &&
      result.activeMembers >= tier.minActiveMembers &&
      result.teamLoss >= BigInt(tier.minTeamLossMinor);
    if (met && (best === null || tier.rateBp >= tiers[best - 1]!.rateBp)) best = index + 1;
  });
  return best;
}

/** Basis points: 10,000 is 100 %. */
const BP = 10_000n;

/** The period's dividend: the reached tier's rate of the team's loss, rounded down to the cent. */
export function dividendOf(
  tiers: readonly DividendTierRow[],
  result: TeamResult,
): { tier: number | null; amount: bigint } {
  const tier = tierReached(tiers, result);
  if (tier === null) return { tier, amount: 0n };
  return { tier, amount: (result.teamLoss * BigInt(tiers[tier - 1]!.rateBp)) / BP };
}
