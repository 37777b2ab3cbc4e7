import type { LimitPeriod, MoneyLimitKind } from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { brandPeriod, type CalendarPeriod, type PeriodWindow } from '../brands/brandTime.js';

/**
 * What a member deposited, staked and got back, read from the ledger (the truth of money
 * moved): the member's MAIN side of DEPOSIT, BET, WIN and ROLLBACK movements. Callers that
 * decide on it hold the lock of that MAIN account, so the figures cannot move under them.
 */
export interface LedgerUse {
  depositedMinor: bigint;
  stakedMinor: bigint;
  /** Wins and returned stakes. */
  returnedMinor: bigint;
}

const CALENDAR: Record<LimitPeriod, CalendarPeriod> = {
  day: 'DAILY',
  week: 'WEEKLY',
  month: 'MONTHLY',
};

/** The day, week (from Monday) or month of the brand's calendar holding `at`. */
export const limitWindow = (zone: string, period: LimitPeriod, at: Date): PeriodWindow =>
  brandPeriod(zone, CALENDAR[period], at);

export async function ledgerUseSince(
  db: Kysely<Database>,
  memberId: string,
  from: Date,
): Promise<LedgerUse> {
  const rows = await db
    .selectFrom('wallet_accounts as a')
    .innerJoin('ledger_entries as e', 'e.account_id', 'a.id')
    .innerJoin('wallet_transactions as t', 't.id', 'e.transaction_id')
    .select(['t.kind', (eb) => eb.fn.sum<string>('e.amount_minor').as('total')])
    .where('a.member_id', '=', memberId)
    .where('a.kind', '=', 'MAIN')
    .where('e.created_at', '>=', from)
    .where('t.kind', 'in', ['DEPOSIT', 'BET', 'WIN', 'ROLLBACK'])
    .groupBy('t.kind')
    .execute();
  const total = (kind: string) => BigInt(rows.find((row) => row.kind === kind)?.total ?? 0);
  return {
    depositedMinor: total('DEPOSIT'),
    stakedMinor: -total('BET'),
    returnedMinor: total('WIN') + total('ROLLBACK'),
  };
}

/** The amount a money limit counts: deposits; stakes; stakes less returns, never below 0. */
export function usedOf(kind: MoneyLimitKind, use: LedgerUse): bigint {
  switch (kind) {
    case 'deposit':
      return use.depositedMinor;
    case 'wager':
      return use.stakedMinor;
    case 'loss': {
      const loss = use.stakedMinor - use.returnedMinor;
      return loss > 0n ? loss : 0n;
    }
  }
}

/** The ledger's use since each period's start, read once per distinct start. */
export function ledgerUseReader(db: Kysely<Database>, memberId: string) {
  const reads = new Map<number, Promise<LedgerUse>>();
  return (from: Date) => {
    let read = reads.get(from.getTime());
    if (!read) {
      read = ledgerUseSince(db, memberId, from);
      reads.set(from.getTime(), read);
    }
    return read;
  };
}
