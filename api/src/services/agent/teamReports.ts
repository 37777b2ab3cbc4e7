import type {
  LedgerKindName,
  MemberProfitLoss,
  TeamBetsPage,
  TeamMembersPage,
  TeamProfitLossPage,
  TeamReport,
  TeamScope,
  TeamTransactionsPage,
} from '@site/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { betPage, INCOME_KINDS, rounds, TOTALS } from '../records/betRecords.js';
import type { DayRange } from '../records/dayRange.js';
import { minorToMajor } from '../wallet/money.js';
import { TRIAL_ACCOUNT_TYPE } from '../members/accountRepository.js';
import { idsOf, teamCte, type TeamNode } from './subtree.js';

interface Page {
  pageNo: number;
  pageSize: number;
}

const offsetOf = (page: Page) => (page.pageNo - 1) * page.pageSize;

/** The sum of the members' ledger entries of these kinds within the range, in minor units. */
async function ledgerSum(
  db: Kysely<Database>,
  memberIds: string[],
  kinds: readonly LedgerKindName[],
  range: DayRange,
): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('wallet_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('wallet_transactions as t', 't.id', 'e.transaction_id')
    .select(sql<string>`coalesce(sum(e.amount_minor), 0)`.as('amount'))
    .where('a.member_id', 'in', memberIds)
    .where('t.kind', 'in', kinds)
    .where('e.created_at', '>=', range.start)
    .where('e.created_at', '<', range.end)
    .executeTakeFirstOrThrow();
  return BigInt(row.amount);
}

/** What the members hold now: every wallet, or the pre-ledger opening balance. */
async function balanceOf(db: Kysely<Database>, memberIds: string[]): Promise<bigint> {
  const { rows } = await sql<{ total: string | null }>`
    select sum(coalesce(
      (select sum(wa.balance_minor) from wallet_accounts wa where wa.member_id = a.id),
      (select w.balance_minor from wallets w where w.account_id = a.id),
      0)) as total
    from accounts a where a.id in (${sql.join(memberIds)})`.execute(db);
  return BigInt(rows[0]?.total ?? 0);
}

/** Team overview: the scope's head count, joiners, players, cash flow and play in the days. */
export async function teamReport(
  db: Kysely<Database>,
  team: TeamNode[],
  scope: TeamScope,
  range: DayRange,
): Promise<TeamReport> {
  const nodes = scope === 'direct' ? team.filter((node) => node.level === 1) : team;
  const ids = idsOf(nodes);
  const [joined, play, deposits, withdrawals, balance] = await Promise.all([
    db
      .selectFrom('accounts')
      .select(sql<string>`count(*)`.as('count'))
      .where('id', 'in', ids)
      .where('created_at', '>=', range.start)
      .where('created_at', '<', range.end)
      .executeTakeFirstOrThrow(),
    rounds(db, { memberId: ids, range })
      .select([...TOTALS, sql<string>`count(distinct r.member_id)`.as('players')])
      .executeTakeFirstOrThrow(),
    ledgerSum(db, ids, ['DEPOSIT'], range),
    // A refunded withdrawal gives its money back, so it is no withdrawal.
    ledgerSum(db, ids, ['WITHDRAWAL', 'WITHDRAWAL_REFUND'], range),
    balanceOf(db, ids),
  ]);
  return {
    scope,
    members: nodes.length,
    newMembers: Number(joined.count),
    activeMembers: Number(play.players),
    deposits: minorToMajor(deposits),
    withdrawals: minorToMajor(-withdrawals),
    validBet: minorToMajor(play.valid_bet),
    profitLoss: minorToMajor(play.win_loss),
    balance: minorToMajor(balance),
  };
}

/**
 * Team management: the subtree with each account's upline, balance, last login and state,
 * searched by username or nickname and paged in the database.
 */
export async function teamMembers(
  db: Kysely<Database>,
  agentId: string,
  filter: { search?: string | undefined; level?: number | undefined },
  page: Page,
): Promise<TeamMembersPage> {
  const search = filter.search?.trim().toLowerCase() ?? '';
  // The search is a literal: % and _ typed by the agent match themselves.
  const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const { rows } = await sql<{
    username: string;
    nickname: string;
    is_agent: number;
    level: number;
    upline: string;
    balance_minor: string | null;
    last_login_at: Date | null;
    disabled_at: Date | null;
    created_at: Date;
    total: string;
  }>`
    with recursive ${teamCte(agentId)}
    select a.username, a.nickname, a.is_agent, team.level, u.username as upline,
      a.disabled_at, a.created_at,
      coalesce(
        (select sum(wa.balance_minor) from wallet_accounts wa where wa.member_id = a.id),
        (select w.balance_minor from wallets w where w.account_id = a.id)
      ) as balance_minor,
      (select max(ip.last_seen_at) from account_login_ips ip where ip.account_id = a.id)
        as last_login_at,
      count(*) over () as total
    from team
    join accounts a on a.id = team.id
    join accounts u on u.id = a.upline_id
    where a.is_agent <> ${TRIAL_ACCOUNT_TYPE}
      and (${search} = '' or lower(a.username) like ${pattern} or lower(a.nickname) like ${pattern})
      and (${filter.level ?? 0}::int = 0 or team.level = ${filter.level ?? 0}::int)
    order by team.level, a.created_at desc, a.id desc
    limit ${page.pageSize} offset ${offsetOf(page)}
  `.execute(db);
  const total = rows[0]
    ? Number(rows[0].total)
    : page.pageNo > 1
      ? await countWhenPastTheEnd(db, agentId, filter)
      : 0;
  return {
    total,
    list: rows.map((row) => ({
      account: row.username,
      nickname: row.nickname,
      isAgent: Number(row.is_agent),
      level: Number(row.level),
      upline: row.upline,
      balance: minorToMajor(row.balance_minor ?? '0'),
      lastLoginAt: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
      state: row.disabled_at ? 'DISABLED' : 'ACTIVE',
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}

/** A page past the last one has no row to carry the window count; the total is still shown. */
async function countWhenPastTheEnd(
  db: Kysely<Database>,
  agentId: string,
  filter: { search?: string | undefined; level?: number | undefined },
): Promise<number> {
  const first = await teamMembers(db, agentId, filter, { pageNo: 1, pageSize: 1 });
  return first.total;
}

const usernames = (team: TeamNode[]) => new Map(team.map((node) => [node.id, node.username]));

/** Team betting: the rounds of the chosen downlines, newest first, with the filter's totals. */
export async function teamBets(
  db: Kysely<Database>,
  nodes: TeamNode[],
  filter: { range: DayRange; category?: string | undefined },
  page: Page,
): Promise<TeamBetsPage> {
  const names = usernames(nodes);
  const { list, total, totals } = await betPage(
    db,
    { memberId: idsOf(nodes), range: filter.range, category: filter.category },
    page,
  );
  return {
    total,
    totals,
    list: list.map(({ memberId, ...record }) => ({
      ...record,
      account: names.get(memberId) ?? '',
    })),
  };
}

/**
 * User profit and loss: per downline, the same rounds as team betting (so the two agree to the
 * cent) and what the site paid them apart from games; members with neither are left out.
 */
export async function teamProfitLoss(
  db: Kysely<Database>,
  nodes: TeamNode[],
  range: DayRange,
  page: Page,
): Promise<TeamProfitLossPage> {
  const ids = idsOf(nodes);
  const play = rounds(db, { memberId: ids, range })
    .select(['r.member_id', ...TOTALS])
    .groupBy('r.member_id');
  const income = db
    .selectFrom('ledger_entries as e')
    .innerJoin('wallet_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('wallet_transactions as t', 't.id', 'e.transaction_id')
    .select(['a.member_id', sql<string>`sum(e.amount_minor)`.as('income')])
    .where('a.member_id', 'in', ids)
    .where('t.kind', 'in', INCOME_KINDS)
    .where('e.created_at', '>=', range.start)
    .where('e.created_at', '<', range.end)
    .groupBy('a.member_id');
  const lines = db
    .selectFrom(play.as('p'))
    .fullJoin(income.as('i'), 'i.member_id', 'p.member_id')
    .innerJoin('accounts as m', (join) =>
      join.on(sql`m.id`, '=', sql`coalesce(p.member_id, i.member_id)`),
    )
    .select([
      'm.username',
      sql<string>`coalesce(p.count, 0)`.as('bets'),
      sql<string>`coalesce(p.stake, 0)`.as('stake'),
      sql<string>`coalesce(p.valid_bet, 0)`.as('valid_bet'),
      sql<string>`coalesce(p.win_loss, 0)`.as('win_loss'),
      sql<string>`coalesce(i.income, 0)`.as('income'),
    ]);
  const [rows, totals] = await Promise.all([
    db
      .selectFrom(lines.as('l'))
      .selectAll()
      .select(sql<string>`count(*) over ()`.as('total'))
      .orderBy('l.username')
      .limit(page.pageSize)
      .offset(offsetOf(page))
      .execute(),
    db
      .selectFrom(lines.as('l'))
      .select([
        sql<string>`count(*)`.as('members'),
        sql<string>`coalesce(sum(l.bets), 0)`.as('bets'),
        sql<string>`coalesce(sum(l.stake), 0)`.as('stake'),
        sql<string>`coalesce(sum(l.valid_bet), 0)`.as('valid_bet'),
        sql<string>`coalesce(sum(l.win_loss), 0)`.as('win_loss'),
        sql<string>`coalesce(sum(l.income), 0)`.as('income'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const line = (row: {
    bets: string;
    stake: string;
    valid_bet: string;
    win_loss: string;
    income: string;
  }): Omit<MemberProfitLoss, 'account'> => ({
    bets: Number(row.bets),
    stake: minorToMajor(row.stake),
    validBet: minorToMajor(row.valid_bet),
    winLoss: minorToMajor(row.win_loss),
    income: minorToMajor(row.income),
    net: minorToMajor(BigInt(row.win_loss) + BigInt(row.income)),
  });
  return {
    total: Number(totals.members),
    totals: line(totals),
    list: rows.map((row) => ({ account: row.username, ...line(row) })),
  };
}

/** Downline transaction details: every movement on the chosen downlines' wallets. */
export async function teamTransactions(
  db: Kysely<Database>,
  nodes: TeamNode[],
  filter: { range: DayRange; kind?: LedgerKindName | undefined },
  page: Page,
): Promise<TeamTransactionsPage> {
  const names = usernames(nodes);
  let entries = db
    .selectFrom('ledger_entries as e')
    .innerJoin('wallet_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('wallet_transactions as t', 't.id', 'e.transaction_id')
    .where('a.member_id', 'in', idsOf(nodes))
    .where('e.created_at', '>=', filter.range.start)
    .where('e.created_at', '<', filter.range.end);
  if (filter.kind) entries = entries.where('t.kind', '=', filter.kind);
  const [rows, sums] = await Promise.all([
    entries
      .select([
        'e.id',
        'e.transaction_id',
        'e.amount_minor',
        'e.created_at',
        't.kind',
        'a.kind as wallet_kind',
        'a.member_id',
      ])
      .orderBy('e.id', 'desc')
      .limit(page.pageSize)
      .offset(offsetOf(page))
      .execute(),
    entries
      .select([
        sql<string>`count(*)`.as('count'),
        sql<string>`coalesce(sum(greatest(e.amount_minor, 0)), 0)`.as('credits'),
        sql<string>`coalesce(sum(least(e.amount_minor, 0)), 0)`.as('debits'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(sums.count),
    credits: minorToMajor(sums.credits),
    debits: minorToMajor(sums.debits),
    list: rows.map((row) => ({
      id: row.id,
      transactionId: row.transaction_id,
      account: names.get(String(row.member_id)) ?? '',
      at: row.created_at.toISOString(),
      kind: row.kind as LedgerKindName,
      wallet: row.wallet_kind.startsWith('VENDOR:') ? row.wallet_kind.slice(7) : row.wallet_kind,
      amount: minorToMajor(row.amount_minor),
    })),
  };
}
