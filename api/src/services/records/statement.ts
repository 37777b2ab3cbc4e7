import {
  STATEMENT_DAYS,
  type LedgerKindName,
  type StatementLine,
  type StatementLineKind,
  type StatementMonth,
  type StatementPage,
  type StatementSummary,
} from '@site/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { brandDay, brandDaySpan, brandPeriod } from '../brands/brandTime.js';
import { minorToMajor } from '../wallet/money.js';

/**
 * The member's statement (issue 44 item 5): every ledger transaction that changed the member's
 * money over the last days of the brand's calendar, and the net position per brand month. The
 * ledger is the truth: each line is the sum of the transaction's entries on the member's own
 * wallets, so a transfer between them (summing to zero) is no line.
 */

export interface StatementWindow {
  memberId: string;
  /** The brand's first and last calendar days covered, `yyyy-MM-dd`. */
  from: string;
  to: string;
  start: Date;
  end: Date;
}

const DAY_MS = 86_400_000;

/** The last `days` days of the brand's calendar, today included, for the member. */
export function statementWindow(
  memberId: string,
  zone: string,
  now: Date,
  days = STATEMENT_DAYS,
): StatementWindow {
  const to = brandDay(zone, now);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const span = brandDaySpan(zone, from, to)!;
  return { memberId, from, to, start: span.start, end: span.end };
}

const LINE_KIND_OF: Partial<Record<LedgerKindName, StatementLineKind>> = {
  DEPOSIT: 'DEPOSIT',
  WITHDRAWAL: 'WITHDRAWAL',
  // A refused withdrawal's money coming back: the withdrawals count net of it.
  WITHDRAWAL_REFUND: 'WITHDRAWAL',
  BET: 'BET',
  WIN: 'RESULT',
  ROLLBACK: 'RESULT',
};

export const statementLineKind = (kind: LedgerKindName): StatementLineKind =>
  LINE_KIND_OF[kind] ?? 'OTHER';

/** The ledger entries on the member's own wallets booked from `start` to `end` (excluded). */
const memberEntries = (
  db: Kysely<Database>,
  memberId: string,
  { start, end }: { start: Date; end: Date },
) =>
  db
    .selectFrom('ledger_entries as e')
    .innerJoin('wallet_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('wallet_transactions as t', 't.id', 'e.transaction_id')
    .where('a.member_id', '=', memberId)
    .where('e.created_at', '>=', start)
    .where('e.created_at', '<', end);

/** One row per transaction of the window: its kind, time and signed sum on the member's wallets. */
function transactions(db: Kysely<Database>, window: StatementWindow) {
  return memberEntries(db, window.memberId, window)
    .groupBy(['t.id', 't.kind', 't.created_at'])
    .having(sql<boolean>`sum(e.amount_minor) <> 0`)
    .select([
      't.id',
      't.kind',
      't.created_at',
      sql<string>`sum(e.amount_minor)`.as('amount_minor'),
    ]);
}

const lineOf = (row: {
  id: string;
  kind: LedgerKindName;
  created_at: Date;
  amount_minor: string;
}): StatementLine => ({
  transactionId: row.id,
  at: row.created_at.toISOString(),
  kind: statementLineKind(row.kind),
  ledgerKind: row.kind,
  amount: minorToMajor(row.amount_minor),
});

/** One page of the statement, newest first. */
export async function statementPage(
  db: Kysely<Database>,
  window: StatementWindow,
  page: { pageNo: number; pageSize: number },
): Promise<StatementPage> {
  const [rows, count] = await Promise.all([
    transactions(db, window)
      .orderBy('t.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    db
      .selectFrom(transactions(db, window).as('s'))
      .select(sql<string>`count(*)`.as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { from: window.from, to: window.to, list: rows.map(lineOf), total: Number(count.count) };
}

/** Every line of the statement, newest first: what the download holds. */
export async function statementLines(
  db: Kysely<Database>,
  window: StatementWindow,
): Promise<StatementLine[]> {
  const rows = await transactions(db, window).orderBy('t.id', 'desc').execute();
  return rows.map(lineOf);
}

/** The brand months the window touches, each cut to the window, oldest first. */
function monthsOf(window: StatementWindow, zone: string) {
  const months: { month: string; start: Date; end: Date }[] = [];
  for (let at = window.start; at < window.end;) {
    const month = brandPeriod(zone, 'MONTHLY', at);
    months.push({
      month: month.key.slice(0, 7),
      start: at,
      end: month.end < window.end ? month.end : window.end,
    });
    at = month.end;
  }
  return months;
}

/**
 * The net position per brand month of the window: deposits and withdrawals (net of refunds) as
 * amounts, stakes and results (wins and returned stakes), and results less stakes.
 */
export async function statementSummary(
  db: Kysely<Database>,
  window: StatementWindow,
  zone: string,
): Promise<StatementSummary> {
  const months = await Promise.all(
    monthsOf(window, zone).map(async ({ month, ...span }): Promise<StatementMonth> => {
      const rows = await memberEntries(db, window.memberId, span)
        .groupBy('t.kind')
        .select(['t.kind', sql<string>`sum(e.amount_minor)`.as('amount_minor')])
        .execute();
      const sums: Record<StatementLineKind, bigint> = {
        DEPOSIT: 0n,
        WITHDRAWAL: 0n,
        BET: 0n,
        RESULT: 0n,
        OTHER: 0n,
      };
      for (const row of rows) sums[statementLineKind(row.kind)] += BigInt(row.amount_minor);
      return {
        month,
        deposits: minorToMajor(sums.DEPOSIT),
        withdrawals: minorToMajor(-sums.WITHDRAWAL),
        bets: minorToMajor(-sums.BET),
        results: minorToMajor(sums.RESULT),
        net: minorToMajor(sums.RESULT + sums.BET),
      };
    }),
  );
  return { months };
}
