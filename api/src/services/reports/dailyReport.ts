import {
  REPORT_MAX_DAYS,
  type DailyReport,
  type DayFigures,
  type ProductFigures,
  type ReportTotals,
} from '@site/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors.js';
import { timeZoneOf } from '../brands/brandTime.js';
import { operatorErrors } from '../operators/operatorAccounts.js';
import { AGENT_ACCOUNT_TYPES, TRIAL_ACCOUNT_TYPE } from '../members/accountRepository.js';
import { rounds } from '../records/betRecords.js';
import { brandDayRange, dayRange, type DayRange } from '../records/dayRange.js';
import { minorToMajor } from '../wallet/money.js';

/** What the site paid players apart from games: the report's bonus cost. */
export const BONUS_COST_KINDS = ['BONUS', 'REBATE'] as const;

const DAY_MS = 86_400_000;

/** A brand the report covers, with the zone that cuts its days. */
export interface ReportBrand {
  id: string;
  code: string;
  timeZone: string;
}

/**
 * The brands an operator may report on: `merchantCode`'s alone (404 unknown, 403 when the
 * operator is limited to other brands), or every brand it may see.
 */
export async function reportBrands(
  db: Kysely<Database>,
  scope: { merchantCode: string | undefined; brandIds: readonly string[] | null },
): Promise<ReportBrand[]> {
  let query = db
    .selectFrom('brands')
    .select(['id', 'merchant_code', sql<string | null>`config->>'timeZone'`.as('zone')])
    .orderBy('merchant_code');
  if (scope.merchantCode)
    query = query.where('merchant_code', '=', scope.merchantCode.trim().toUpperCase());
  const rows = await query.execute();
  if (scope.merchantCode && rows.length === 0) throw errors.notFound('Brand');
  const visible = rows.filter((row) => !scope.brandIds || scope.brandIds.includes(row.id));
  if (scope.merchantCode && visible.length === 0) throw operatorErrors.brandForbidden();
  return visible.map((row) => ({
    id: row.id,
    code: row.merchant_code,
    timeZone: timeZoneOf({ timeZone: row.zone ?? undefined }),
  }));
}

/** The calendar days `from`..`to`, refused when not days, backwards or over REPORT_MAX_DAYS. */
export function reportDays(from: string, to: string): string[] {
  const { start, end } = dayRange(from, to, 0);
  const count = (end.getTime() - start.getTime()) / DAY_MS;
  if (count > REPORT_MAX_DAYS)
    throw errors.validation('to', `A report covers at most ${REPORT_MAX_DAYS} days`);
  return Array.from({ length: count }, (_, index) =>
    new Date(start.getTime() + index * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Sums of one brand-day (or of the whole report) in minor units, exact. */
interface Tally {
  depositCount: number;
  depositMinor: bigint;
  withdrawalCount: number;
  withdrawalMinor: bigint;
  bonusMinor: bigint;
  activePlayers: number;
  newPlayers: number;
  products: Map<string, { rounds: number; stakeMinor: bigint; payoutMinor: bigint }>;
}

const emptyTally = (): Tally => ({
  depositCount: 0,
  depositMinor: 0n,
  withdrawalCount: 0,
  withdrawalMinor: 0n,
  bonusMinor: 0n,
  activePlayers: 0,
  newPlayers: 0,
  products: new Map(),
});

function addProduct(
  tally: Tally,
  product: string,
  row: { rounds: number; stakeMinor: bigint; payoutMinor: bigint },
) {
  const sum = tally.products.get(product) ?? { rounds: 0, stakeMinor: 0n, payoutMinor: 0n };
  tally.products.set(product, {
    rounds: sum.rounds + row.rounds,
    stakeMinor: sum.stakeMinor + row.stakeMinor,
    payoutMinor: sum.payoutMinor + row.payoutMinor,
  });
}

/** Adds `part` into `total`, except the active players, which are distinct, not summed. */
function addTally(total: Tally, part: Tally) {
  total.depositCount += part.depositCount;
  total.depositMinor += part.depositMinor;
  total.withdrawalCount += part.withdrawalCount;
  total.withdrawalMinor += part.withdrawalMinor;
  total.bonusMinor += part.bonusMinor;
  total.newPlayers += part.newPlayers;
  for (const [product, row] of part.products) addProduct(total, product, row);
}

function figuresOf(tally: Tally): ReportTotals {
  const products: ProductFigures[] = [...tally.products]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([product, row]) => ({
      product,
      rounds: row.rounds,
      stake: minorToMajor(row.stakeMinor),
      payout: minorToMajor(row.payoutMinor),
      ggr: minorToMajor(row.stakeMinor - row.payoutMinor),
    }));
  let stakeMinor = 0n;
  let payoutMinor = 0n;
  for (const row of tally.products.values()) {
    stakeMinor += row.stakeMinor;
    payoutMinor += row.payoutMinor;
  }
  return {
    deposits: { count: tally.depositCount, amount: minorToMajor(tally.depositMinor) },
    withdrawals: { count: tally.withdrawalCount, amount: minorToMajor(tally.withdrawalMinor) },
    stake: minorToMajor(stakeMinor),
    payout: minorToMajor(payoutMinor),
    ggr: minorToMajor(stakeMinor - payoutMinor),
    bonusCost: minorToMajor(tally.bonusMinor),
    ngr: minorToMajor(stakeMinor - payoutMinor - tally.bonusMinor),
    activePlayers: tally.activePlayers,
    newPlayers: tally.newPlayers,
    products,
  };
}

/** The brand's calendar day of a timestamp column, cut by the database at the brand's zone. */
const dayOf = (column: RawBuilder<unknown>, zone: string) =>
  sql<string>`to_char(${column} at time zone ${zone}, 'YYYY-MM-DD')`.as('day');

/** One brand's tallies per day of the range, and its distinct active players over the range. */
async function brandTallies(db: Kysely<Database>, brand: ReportBrand, range: DayRange) {
  const zone = brand.timeZone;
  const [deposits, withdrawals, products, active, activeInRange, registered, bonuses] =
    await Promise.all([
      db
        .selectFrom('deposit_orders')
        .select([
          dayOf(sql.ref('settled_at'), zone),
          sql<string>`count(*)`.as('count'),
          sql<string>`sum(amount_minor)`.as('amount'),
        ])
        .where('brand_id', '=', brand.id)
        .where('state', '=', 'credited')
        .where('settled_at', '>=', range.start)
        .where('settled_at', '<', range.end)
        .groupBy('day')
        .execute(),
      db
        .selectFrom('withdrawal_orders')
        .select([
          dayOf(sql.ref('disbursed_at'), zone),
          sql<string>`count(*)`.as('count'),
          sql<string>`sum(amount_minor)`.as('amount'),
        ])
        .where('brand_id', '=', brand.id)
        .where('disbursed_at', '>=', range.start)
        .where('disbursed_at', '<', range.end)
        .groupBy('day')
        .execute(),
      rounds(db, { brandId: brand.id, range })
        .select([
          dayOf(sql.ref('r.created_at'), zone),
          'r.category',
          sql<string>`count(*)`.as('count'),
          sql<string>`sum(r.stake_minor)`.as('stake'),
          sql<string>`sum(r.win_minor)`.as('payout'),
        ])
        .groupBy(['day', 'r.category'])
        .execute(),
      activePlayers(db, brand.id, range)
        .select([
          dayOf(sql.ref('created_at'), zone),
          sql<string>`count(distinct member_id)`.as('count'),
        ])
        .groupBy('day')
        .execute(),
      activePlayers(db, brand.id, range)
        .select(sql<string>`count(distinct member_id)`.as('count'))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('accounts')
        .select([dayOf(sql.ref('created_at'), zone), sql<string>`count(*)`.as('count')])
        .where('brand_id', '=', brand.id)
        .where('is_agent', 'not in', [TRIAL_ACCOUNT_TYPE, ...AGENT_ACCOUNT_TYPES])
        .where('created_at', '>=', range.start)
        .where('created_at', '<', range.end)
        .groupBy('day')
        .execute(),
      // The member's side of each movement: the house's side is the same money, negated.
      db
        .selectFrom('ledger_entries as e')
        .innerJoin('wallet_accounts as a', 'a.id', 'e.account_id')
        .innerJoin('wallet_transactions as t', 't.id', 'e.transaction_id')
        .select([
          dayOf(sql.ref('e.created_at'), zone),
          sql<string>`sum(e.amount_minor)`.as('amount'),
        ])
        .where('t.brand_id', '=', brand.id)
        .where('a.member_id', 'is not', null)
        .where('t.kind', 'in', BONUS_COST_KINDS)
        .where('e.created_at', '>=', range.start)
        .where('e.created_at', '<', range.end)
        .groupBy('day')
        .execute(),
    ]);
  const days = new Map<string, Tally>();
  const tallyOf = (day: string) => {
    let tally = days.get(day);
    if (!tally) days.set(day, (tally = emptyTally()));
    return tally;
  };
  for (const row of deposits) {
    const tally = tallyOf(row.day);
    tally.depositCount = Number(row.count);
    tally.depositMinor = BigInt(row.amount);
  }
  for (const row of withdrawals) {
    const tally = tallyOf(row.day);
    tally.withdrawalCount = Number(row.count);
    tally.withdrawalMinor = BigInt(row.amount);
  }
  for (const row of products)
    addProduct(tallyOf(row.day), row.category, {
      rounds: Number(row.count),
      stakeMinor: BigInt(row.stake),
      payoutMinor: BigInt(row.payout),
    });
  for (const row of active) tallyOf(row.day).activePlayers = Number(row.count);
  for (const row of registered) tallyOf(row.day).newPlayers = Number(row.count);
  for (const row of bonuses) tallyOf(row.day).bonusMinor = BigInt(row.amount);
  return { days, activePlayers: Number(activeInRange.count) };
}

/** Real-money rounds of the brand placed in the range (trial play is no player's activity). */
const activePlayers = (db: Kysely<Database>, brandId: string, range: DayRange) =>
  db
    .selectFrom('bet_records')
    .where('brand_id', '=', brandId)
    .where('is_trial', '=', false)
    .where('created_at', '>=', range.start)
    .where('created_at', '<', range.end);

/**
 * The daily report: for each brand and each of its days `from`..`to` (on its own clock), the
 * money in and out, the rounds by product, the bonus cost and the players; with the totals.
 */
export async function dailyReport(
  db: Kysely<Database>,
  query: { from: string; to: string },
  brands: readonly ReportBrand[],
): Promise<DailyReport> {
  const days = reportDays(query.from, query.to);
  const perBrand = await Promise.all(
    brands.map((brand) =>
      brandTallies(db, brand, brandDayRange(query.from, query.to, brand.timeZone)),
    ),
  );
  const total = emptyTally();
  const rows: DayFigures[] = [];
  for (const day of days)
    brands.forEach((brand, index) => {
      const tally = perBrand[index]!.days.get(day) ?? emptyTally();
      addTally(total, tally);
      rows.push({ day, brand: brand.code, ...figuresOf(tally) });
    });
  // Each brand's players are its own accounts, so brands' distinct counts add up.
  total.activePlayers = perBrand.reduce((sum, brand) => sum + brand.activePlayers, 0);
  return {
    from: query.from,
    to: query.to,
    brands: brands.map((brand) => ({ brand: brand.code, timeZone: brand.timeZone })),
    days: rows,
    totals: figuresOf(total),
  };
}
