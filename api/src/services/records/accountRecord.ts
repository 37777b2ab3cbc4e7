import type { AccountMovement, AccountRecordPage, LedgerKindName } from '@site/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { minorToMajor } from '../wallet/money.js';
import type { DayRange } from './dayRange.js';

export interface AccountFilter {
  memberId: string;
  range: DayRange;
  kind?: LedgerKindName | undefined;
}

/**
 * Every ledger entry on the member's own wallets, with the wallet's balance right after it: the
 * running sum of that wallet's entries in booking order (the ledger is the only writer of a
 * balance, so the sum is the balance). The window runs over the wallet's whole history before the
 * range and the kind narrow the rows, so a filtered page still shows true balances.
 */
function movements(db: Kysely<Database>, filter: AccountFilter) {
  const entries = db
    .selectFrom('ledger_entries as e')
    .innerJoin('wallet_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('wallet_transactions as t', 't.id', 'e.transaction_id')
    .select([
      'e.id',
      'e.transaction_id',
      'e.account_id',
      'e.amount_minor',
      'e.created_at',
      't.kind',
      'a.kind as wallet_kind',
      sql<string>`sum(e.amount_minor) over (partition by e.account_id order by e.id)`.as(
        'balance_after',
      ),
    ])
    .where('a.member_id', '=', filter.memberId);
  let query = db
    .selectFrom(entries.as('m'))
    .where('m.created_at', '>=', filter.range.start)
    .where('m.created_at', '<', filter.range.end);
  if (filter.kind) query = query.where('m.kind', '=', filter.kind);
  return query;
}

const walletCode = (kind: string) => (kind.startsWith('VENDOR:') ? kind.slice(7) : kind);

/** One page of the account record, newest first. */
export async function accountRecord(
  db: Kysely<Database>,
  filter: AccountFilter,
  page: { pageNo: number; pageSize: number },
): Promise<AccountRecordPage> {
  const [rows, count] = await Promise.all([
    movements(db, filter)
      .selectAll('m')
      // The other side of a transfer: the member's other wallet, or another member (upline
      // transfers); the house and the cashier are not named.
      .select((eb) =>
        eb
          .selectFrom('ledger_entries as o')
          .innerJoin('wallet_accounts as oa', 'oa.id', 'o.account_id')
          .leftJoin('accounts as u', (join) =>
            join.onRef('u.id', '=', 'oa.member_id').on('oa.member_id', '<>', filter.memberId),
          )
          .select(
            sql<string>`coalesce(u.username, case when oa.kind like 'VENDOR:%' or oa.kind = 'MAIN' then oa.kind end)`.as(
              'name',
            ),
          )
          .whereRef('o.transaction_id', '=', 'm.transaction_id')
          .whereRef('o.id', '<>', 'm.id')
          .where('oa.member_id', 'is not', null)
          .orderBy('o.id')
          .limit(1)
          .as('counterparty'),
      )
      .orderBy('m.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    movements(db, filter)
      .select(sql<string>`count(*)`.as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  const list: AccountMovement[] = rows.map((row) => ({
    id: row.id,
    transactionId: row.transaction_id,
    at: row.created_at.toISOString(),
    kind: row.kind,
    wallet: walletCode(row.wallet_kind),
    amount: minorToMajor(row.amount_minor),
    balanceAfter: minorToMajor(row.balance_after),
    counterparty: row.counterparty ? walletCode(row.counterparty) : null,
  }));
  return { list, total: Number(count.count) };
}
