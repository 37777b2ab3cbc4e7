import { sql, type Kysely } from 'kysely';
import type { DividendPeriod, DividendTierRow } from '../../db/agentCentreSchema.js';
import type { Database } from '../../db/schema.js';
import { brandPeriod } from '../brands/brandTime.js';

/**
 * Dividends (spec §1, §3, §4): per period, the team's result decides the tier reached, and the
 * tier's rate is paid on what the team lost to the house. Periods are calendar periods of the
 * brand's time zone (brandTime.ts), as the daily salary's: a day, a week from Monday, the
 * 1st–15th and the 16th–end of a month, a month.
 */

/** The start of the period that holds the instant `at` (ms), on the calendar of `zone`. */
export function periodStart(period: DividendPeriod, at: number, zone: string): number {
  return brandPeriod(zone, period, at).start.getTime();
}

/**
 * The end of the period that holds `start` (the next period's start). A `start` that is not
 * on the zone's period boundary (the brand's zone changed after the last period was settled)
 * ends at the boundary after it, so the periods chain without a gap or an overlap.
 */
export function periodEnd(period: DividendPeriod, start: number, zone: string): number {
  return brandPeriod(zone, period, start).end.getTime();
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
