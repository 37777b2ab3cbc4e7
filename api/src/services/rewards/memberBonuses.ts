import type { MemberBonus } from '@site/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { minorToMajor } from '../wallet/money.js';

/**
 * Bonuses and their turnover (spec §2 in_bonus_details). Turnover done is never stored: it is
 * the member's settled valid bet (real money, not trial) placed after the bonus was claimed,
 * read from the bet records. A bonus completes when it is met and expires when its time runs
 * out first; both are written when the member's bonuses are next read.
 */
interface BonusStanding {
  id: string;
  rewardId: string;
  source: MemberBonus['source'];
  title: string;
  amountMinor: bigint;
  requiredMinor: bigint;
  doneMinor: bigint;
  state: MemberBonus['state'];
  claimedAt: Date;
  expiresAt: Date | null;
}

/** Valid bets of the member's settled real rounds placed in (since, until]. */
export async function validBetSince(
  db: Kysely<Database>,
  accountId: string,
  since: Date,
  until: Date,
) {
  const row = await db
    .selectFrom('bet_records')
    .select(sql<string | null>`sum(valid_bet_minor)`.as('total'))
    .where('member_id', '=', accountId)
    .where('status', '=', 'SETTLED')
    .where('is_trial', '=', false)
    .where('created_at', '>', since)
    .where('created_at', '<=', until)
    .executeTakeFirst();
  return BigInt(row?.total ?? 0);
}

/** Every bonus of the member with its turnover done; ACTIVE ones that are met or past expiry end. */
export async function bonusStandings(
  db: Kysely<Database>,
  accountId: string,
  now: Date,
): Promise<BonusStanding[]> {
  const rows = await db
    .selectFrom('member_bonuses as b')
    .innerJoin('member_rewards as r', 'r.id', 'b.reward_id')
    .select([
      'b.id',
      'b.reward_id',
      'r.source',
      'r.title',
      'b.amount_minor',
      'b.turnover_required_minor',
      'b.state',
      'b.claimed_at',
      'b.expires_at',
      'b.ended_at',
    ])
    .where('b.account_id', '=', accountId)
    .orderBy('b.claimed_at', 'desc')
    .orderBy('b.id', 'desc')
    .execute();
  const standings: BonusStanding[] = [];
  for (const row of rows) {
    const requiredMinor = BigInt(row.turnover_required_minor);
    const until = row.ended_at ?? now;
    let doneMinor = await validBetSince(db, accountId, row.claimed_at, until);
    let state = row.state;
    if (state === 'ACTIVE') {
      const next =
        doneMinor >= requiredMinor
          ? 'COMPLETED'
          : row.expires_at !== null && row.expires_at <= now
            ? 'EXPIRED'
            : null;
      if (next) {
        // Only an ACTIVE row moves (a concurrent reader may have ended it already).
        await db
          .updateTable('member_bonuses')
          .set({ state: next, ended_at: now })
          .where('id', '=', row.id)
          .where('state', '=', 'ACTIVE')
          .execute();
        state = next;
      }
    }
    if (doneMinor > requiredMinor) doneMinor = requiredMinor;
    standings.push({
      id: row.id,
      rewardId: row.reward_id,
      source: row.source,
      title: row.title,
      amountMinor: BigInt(row.amount_minor),
      requiredMinor,
      doneMinor,
      state,
      claimedAt: row.claimed_at,
      expiresAt: row.expires_at,
    });
  }
  return standings;
}

export async function listBonuses(db: Kysely<Database>, accountId: string, now: Date) {
  const standings = await bonusStandings(db, accountId, now);
  return {
    list: standings.map((bonus): MemberBonus => ({
      id: bonus.id,
      rewardId: bonus.rewardId,
      source: bonus.source,
      title: bonus.title,
      amount: minorToMajor(bonus.amountMinor),
      turnoverRequired: minorToMajor(bonus.requiredMinor),
      turnoverDone: minorToMajor(bonus.doneMinor),
      state: bonus.state,
      claimedAt: bonus.claimedAt.getTime(),
      expiresAt: bonus.expiresAt ? bonus.expiresAt.getTime() : null,
    })),
  };
}

/** Valid bet still needed across the member's active bonuses (0: nothing blocks a withdrawal). */
export async function bonusTurnoverRemaining(
  db: Kysely<Database>,
  accountId: string,
  now: Date,
): Promise<bigint> {
  const standings = await bonusStandings(db, accountId, now);
  return standings
    .filter((bonus) => bonus.state === 'ACTIVE')
    .reduce((sum, bonus) => sum + (bonus.requiredMinor - bonus.doneMinor), 0n);
}
