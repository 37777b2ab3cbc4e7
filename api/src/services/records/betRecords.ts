import type { BetRecord, BetTotals, BettingRecordPage, ProfitLoss } from '@site/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { minorToMajor } from '../wallet/money.js';
import type { LedgerMember } from '../wallet/ledger.js';
import type { DayRange } from './dayRange.js';
import { HOUSE_TABLES_VENDOR } from '../live-tables/liveTablesVendor.js';
import { SPORTSBOOK_VENDOR } from '../sportsbook/sportsbookConfig.js';
import { TEEN_PATTI_VENDOR } from '../teen-patti/teenPattiConfig.js';

/**
 * A house game's bet opens its betting record (OPEN, the whole stake valid until settled), which
 * the betting record, turnover, rebate, points, missions and the team reports read.
 */
export async function openBetRecord(
  trx: Kysely<Database>,
  record: {
    member: LedgerMember;
    vendor: string;
    gameCode: string;
    roundId: string;
    stakeMinor: bigint;
    now: Date;
  },
): Promise<void> {
  await trx
    .insertInto('bet_records')
    .values({
      brand_id: record.member.brandId,
      member_id: record.member.id,
      vendor: record.vendor,
      game_code: record.gameCode,
      round_id: record.roundId,
      stake_minor: record.stakeMinor,
      valid_bet_minor: record.stakeMinor,
      win_minor: 0n,
      status: 'OPEN',
      is_trial: record.member.isTrial,
      created_at: record.now,
    })
    .execute();
}

/** Ledger kinds that pay the member apart from games: the profit and loss's "income" lines. */
export const INCOME_KINDS = ['BONUS', 'REBATE', 'SALARY', 'DIVIDEND', 'COMMISSION'] as const;

export interface BetFilter {
  /** One member (the member centre) or several (an agent's team, services/agent). */
  memberId: string | readonly string[];
  range: DayRange;
  category?: string | undefined;
  vendor?: string | undefined;
}

/** A brand's every member instead of some members: the operator's reports (services/reports). */
export type BrandBetFilter = Omit<BetFilter, 'memberId'> & { brandId: string };

/**
 * The member's rounds of the range, each with its game's category and names. A round's game is
 * looked up in the catalogue (one row, since a vendor's code may sit in two categories); a round
 * of a game the catalogue lost keeps its codes and falls under OTHER.
 */
export function rounds(db: Kysely<Database>, filter: BetFilter | BrandBetFilter) {
  const inner = db
    .selectFrom('bet_records as b')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('games as g')
          .select(['g.game_type', 'g.name_en', 'g.name_bn'])
          .whereRef('g.vassalage', '=', 'b.vendor')
          .whereRef('g.game_code', '=', 'b.game_code')
          .orderBy('g.node_id')
          .limit(1)
          .as('g'),
      (join) => join.onTrue(),
    )
    .leftJoin('lottery_games as lg', (join) =>
      join.onRef('lg.game_code', '=', 'b.game_code').onRef('lg.vendor', '=', 'b.vendor'),
    )
    .leftJoin('game_vendors as v', (join) =>
      join.onRef('v.vassalage', '=', 'b.vendor').onRef('v.game_type', '=', 'g.game_type'),
    )
    .select([
      'b.id',
      'b.member_id',
      'b.created_at',
      'b.settled_at',
      'b.vendor',
      'b.game_code',
      'b.round_id',
      'b.stake_minor',
      'b.valid_bet_minor',
      'b.win_minor',
      'b.status',
      // The house lottery's games (0026) are not in the catalogue: their rounds are LOTT. The
      // house sportsbook's bets (0062), the house tables' (0063) and teen patti's hands (0064) name
      // their category (SPORTS, ESPORTS, LIVE, PVP) as their game code.
      sql<string>`coalesce(g.game_type, case when lg.id is not null then 'LOTT' end,
        case when b.vendor in (${SPORTSBOOK_VENDOR}, ${HOUSE_TABLES_VENDOR}, ${TEEN_PATTI_VENDOR}) then b.game_code end,
        'OTHER')`.as('category'),
      sql<string>`coalesce(v.display_name, b.vendor)`.as('vendor_name'),
      sql<string>`coalesce(g.name_en, lg.name_en, b.game_code)`.as('name_en'),
      sql<string>`coalesce(g.name_bn, g.name_en, lg.name_bn, b.game_code)`.as('name_bn'),
    ])
    .where((eb) =>
      'brandId' in filter
        ? eb('b.brand_id', '=', filter.brandId)
        : eb(
            'b.member_id',
            'in',
            typeof filter.memberId === 'string' ? [filter.memberId] : filter.memberId,
          ),
    )
    .where('b.is_trial', '=', false)
    .where('b.created_at', '>=', filter.range.start)
    .where('b.created_at', '<', filter.range.end);
  let query = db.selectFrom(inner.as('r'));
  if (filter.category) query = query.where('r.category', '=', filter.category);
  if (filter.vendor) query = query.where('r.vendor', '=', filter.vendor);
  return query;
}

/**
 * A member's valid bet of settled real-money rounds placed after `since` (and up to `until`):
 * what a bonus's turnover and the withdrawal's turnover count.
 */
export async function validBetSince(
  db: Kysely<Database>,
  memberId: string,
  since: Date,
  until?: Date,
): Promise<bigint> {
  let query = db
    .selectFrom('bet_records')
    .select(sql<string | null>`sum(valid_bet_minor)`.as('total'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'SETTLED')
    .where('is_trial', '=', false)
    .where('created_at', '>', since);
  if (until) query = query.where('created_at', '<=', until);
  const row = await query.executeTakeFirst();
  return BigInt(row?.total ?? 0);
}

/** Sums of stake, valid bet and win minus stake, in minor units (exact; bigint sums). */
export const TOTALS = [
  sql<string>`count(*)`.as('count'),
  sql<string>`coalesce(sum(r.stake_minor), 0)`.as('stake'),
  sql<string>`coalesce(sum(r.valid_bet_minor), 0)`.as('valid_bet'),
  sql<string>`coalesce(sum(r.win_minor - r.stake_minor), 0)`.as('win_loss'),
] as const;

export const toTotals = (row: {
  count: string;
  stake: string;
  valid_bet: string;
  win_loss: string;
}): BetTotals => ({
  count: Number(row.count),
  stake: minorToMajor(row.stake),
  validBet: minorToMajor(row.valid_bet),
  winLoss: minorToMajor(row.win_loss),
});

/** A round of the record with the member who played it (an agent's team spans many). */
export type MemberBetRecord = BetRecord & { memberId: string };

/** One page of the rounds of the filter, newest first, with the totals of the whole filter. */
export async function betPage(
  db: Kysely<Database>,
  filter: BetFilter,
  page: { pageNo: number; pageSize: number },
): Promise<{ list: MemberBetRecord[]; total: number; totals: BetTotals }> {
  const [rows, totals] = await Promise.all([
    rounds(db, filter)
      .selectAll('r')
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    rounds(db, filter).select(TOTALS).executeTakeFirstOrThrow(),
  ]);
  const list = rows.map((row) => ({
    id: row.id,
    memberId: String(row.member_id),
    betAt: row.created_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
    vendor: row.vendor,
    vendorName: row.vendor_name,
    category: row.category,
    gameCode: row.game_code,
    gameName: { bn: row.name_bn, en: row.name_en },
    roundId: row.round_id,
    stake: minorToMajor(row.stake_minor),
    validBet: minorToMajor(row.valid_bet_minor),
    winLoss: minorToMajor(BigInt(row.win_minor) - BigInt(row.stake_minor)),
    status: row.status,
  }));
  return { list, total: Number(totals.count), totals: toTotals(totals) };
}

/** One page of the member's betting record, newest first, with the totals of the whole filter. */
export async function bettingRecord(
  db: Kysely<Database>,
  filter: BetFilter,
  page: { pageNo: number; pageSize: number },
): Promise<BettingRecordPage> {
  const { list, ...rest } = await betPage(db, filter, page);
  return { ...rest, list: list.map(({ memberId: _memberId, ...record }) => record) };
}

/**
 * The profit and loss of the days: the same rounds as the betting record (so the two agree to
 * the cent), by category, plus what the site paid the member apart from games.
 */
export async function profitLoss(
  db: Kysely<Database>,
  filter: BetFilter,
  days: { from: string; to: string },
): Promise<ProfitLoss> {
  const [byCategory, totals, income] = await Promise.all([
    rounds(db, filter)
      .select(['r.category', ...TOTALS])
      .groupBy('r.category')
      .orderBy('r.category')
      .execute(),
    rounds(db, filter).select(TOTALS).executeTakeFirstOrThrow(),
    db
      .selectFrom('ledger_entries as e')
      .innerJoin('wallet_accounts as a', 'a.id', 'e.account_id')
      .innerJoin('wallet_transactions as t', 't.id', 'e.transaction_id')
      .select(['t.kind', sql<string>`sum(e.amount_minor)`.as('amount')])
      .where('a.member_id', '=', filter.memberId)
      .where('t.kind', 'in', INCOME_KINDS)
      .where('e.created_at', '>=', filter.range.start)
      .where('e.created_at', '<', filter.range.end)
      .groupBy('t.kind')
      .orderBy('t.kind')
      .execute(),
  ]);
  const incomeMinor = income.reduce((sum, row) => sum + BigInt(row.amount), 0n);
  return {
    ...days,
    totals: toTotals(totals),
    categories: byCategory.map((row) => ({ category: row.category, ...toTotals(row) })),
    income: income.map((row) => ({ kind: row.kind, amount: minorToMajor(row.amount) })),
    net: minorToMajor(BigInt(totals.win_loss) + incomeMinor),
  };
}
