import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { WithdrawalConfig } from '../../brands/brandConfig.js';
import { bonusTurnoverRemaining } from '../../rewards/memberBonuses.js';
import { brandPeriodStart, timeZoneOfAccount } from '../../brands/brandTime.js';
import { validBetSince } from '../../records/betRecords.js';

export interface WithdrawalBlocker {
  code: 'TURNOVER' | 'DAILY_LIMIT' | 'BONUS_TURNOVER';
  /** Valid bet still needed (TURNOVER; BONUS_TURNOVER: the active bonuses'); 0 for DAILY_LIMIT. */
  remainingMinor: bigint;
}

export interface WithdrawalStanding {
  turnover: {
    multiple: number;
    depositsMinor: bigint;
    requiredMinor: bigint;
    doneMinor: bigint;
    remainingMinor: bigint;
  };
  today: { usedMinor: bigint; count: number };
  /** Valid bet the member's active bonuses still need (services/rewards/memberBonuses.ts). */
  bonusRemainingMinor: bigint;
  blockers: WithdrawalBlocker[];
}

/**
 * Why the member cannot withdraw now, and how much is left: the turnover requirement (valid
 * bet since the last approved withdrawal against a multiple of the deposits credited since
 * then) and today's limits. The one place these rules live: the page shows its answer, the
 * request is refused by it. An active bonus's unmet turnover blocks too (BONUS_TURNOVER).
 */
export async function withdrawalBlockers(
  db: Kysely<Database>,
  member: { accountId: string },
  config: WithdrawalConfig,
  now: Date,
): Promise<WithdrawalStanding> {
  const lastApproved = await db
    .selectFrom('withdrawal_orders')
    .select((eb) => eb.fn.max('approved_at').as('at'))
    .where('account_id', '=', member.accountId)
    .where('approved_at', 'is not', null)
    .where('status', '<>', 'rejected')
    .executeTakeFirst();
  const since = (lastApproved?.at as Date | null | undefined) ?? new Date(0);

  const deposits = await db
    .selectFrom('wallet_transactions as t')
    .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
    .innerJoin('wallet_accounts as a', 'a.id', 'e.account_id')
    .select(sql<string | null>`sum(e.amount_minor)`.as('total'))
    .where('t.member_id', '=', member.accountId)
    .where('t.kind', '=', 'DEPOSIT')
    .where('a.member_id', '=', member.accountId)
    .where('t.created_at', '>', since)
    .executeTakeFirst();
  const doneMinor = await validBetSince(db, member.accountId, since);
  const today = await db
    .selectFrom('withdrawal_orders')
    .select([
      sql<string | null>`sum(amount_minor)`.as('total'),
      (eb) => eb.fn.countAll<string>().as('count'),
    ])
    .where('account_id', '=', member.accountId)
    .where('status', '<>', 'rejected')
    .where(
      'created_at',
      '>=',
      brandPeriodStart(await timeZoneOfAccount(db, member.accountId), 'DAILY', now),
    )
    .executeTakeFirst();

  const depositsMinor = BigInt(deposits?.total ?? 0);
  // The multiple may be fractional (1.5 times the deposits): computed in hundredths.
  const requiredMinor = (depositsMinor * BigInt(Math.round(config.turnoverMultiple * 100))) / 100n;
  const remainingMinor = requiredMinor > doneMinor ? requiredMinor - doneMinor : 0n;
  const usedMinor = BigInt(today?.total ?? 0);
  const count = Number(today?.count ?? 0);

  const bonusRemainingMinor = await bonusTurnoverRemaining(db, member.accountId, now);

  const blockers: WithdrawalBlocker[] = [];
  if (remainingMinor > 0n) blockers.push({ code: 'TURNOVER', remainingMinor });
  if (bonusRemainingMinor > 0n)
    blockers.push({ code: 'BONUS_TURNOVER', remainingMinor: bonusRemainingMinor });
  if (
    count >= config.dailyMaxCount ||
    usedMinor + BigInt(config.minMinor) > BigInt(config.dailyMaxMinor)
  )
    blockers.push({ code: 'DAILY_LIMIT', remainingMinor: 0n });
  return {
    turnover: {
      multiple: config.turnoverMultiple,
      depositsMinor,
      requiredMinor,
      doneMinor,
      remainingMinor,
    },
    today: { usedMinor, count },
    bonusRemainingMinor,
    blockers,
  };
}
