import { sql, type Kysely } from 'kysely';
import type {
  AgentContractKind,
  DividendPeriod,
  DividendTierRow,
} from '../../db/agentCentreSchema.js';
import type { Database } from '../../db/schema.js';
import {
  ensureHouseAccount,
  lockAccounts,
  openMainWallet,
  postTransaction,
  UNIQUE_VIOLATION,
  withTransactionRetry,
} from '../wallet/ledger.js';
import { dividendOf, periodEnd, periodStart, teamResult } from './dividends.js';
import { idsOf, teamOf } from './subtree.js';
import { timeZoneOfBrand } from '../brands/brandTime.js';

/**
 * The salary and dividend jobs (spec §1: real-time salary every 5 minutes, hourly, the daily wage
 * paid the next day; dividends per daily, weekly, semimonthly or monthly period). Each contract's period is settled once: its row in `agent_settlements` is unique on
 * (contract, period start) and is inserted in the same transaction as the payment, so a job run
 * twice, by two API instances at once, or killed midway and run again, pays exactly once.
 * The daily salary's and the dividends' periods are the brand's calendar days, weeks and months
 * (brandTime.ts); the next period starts where the last settled one ended, so a change of the
 * brand's zone shortens one period instead of settling any instant twice or never. The clock
 * comes from the caller (tests move it).
 */
export const PERIOD_MS: Record<Exclude<AgentContractKind, 'DIVIDEND'>, number> = {
  REAL_TIME_SALARY: 5 * 60_000,
  HOURLY_SALARY: 60 * 60_000,
  DAILY_SALARY: 24 * 60 * 60_000,
};

/** Basis points: 10,000 is 100 %. */
const BP = 10_000n;

interface ContractRow {
  id: string;
  brand_id: string;
  kind: AgentContractKind;
  payer_id: string | null;
  agent_id: string;
  rate_bp: number;
  profit_rate_bp: number;
  min_bet_minor: string;
  period: DividendPeriod | null;
  tiers: DividendTierRow[] | null;
  accepted_at: Date;
  ended_at: Date | null;
}

/** How a job run cuts periods: the real-time salary's window may be shortened (e2e, demos). */
export interface SalaryJobOptions {
  /** The real-time salary's window (default 5 minutes, spec §1). */
  realTimePeriodMs?: number;
}

/**
 * Where a contract's periods start and end: the daily salary and the dividends follow the
 * calendar of the brand's zone (brandTime.ts), the real-time and hourly salaries fixed lengths.
 */
function periodsOf(
  contract: Pick<ContractRow, 'kind' | 'period'>,
  zone: string,
  options: SalaryJobOptions,
) {
  if (contract.kind === 'DIVIDEND' || contract.kind === 'DAILY_SALARY') {
    const period = contract.period ?? 'DAILY';
    return {
      startOf: (at: number) => periodStart(period, at, zone),
      endOf: (start: number) => periodEnd(period, start, zone),
    };
  }
  const length =
    contract.kind === 'REAL_TIME_SALARY' && options.realTimePeriodMs
      ? options.realTimePeriodMs
      : PERIOD_MS[contract.kind];
  return {
    startOf: (at: number) => Math.floor(at / length) * length,
    endOf: (start: number) => Math.floor(start / length) * length + length,
  };
}

/**
 * What the period earns the agent from its team's rounds settled in it, in minor units, each
 * round's share rounded down to the cent: real-time pays the loss rate of each lost round and
 * the profit rate of each won one, on rounds staked at least the single-bet minimum; hourly and
 * daily pay the rate of the period's valid bet once it reaches the contract's bet amount.
 */
async function earned(
  db: Kysely<Database>,
  contract: ContractRow,
  memberIds: string[],
  from: Date,
  to: Date,
): Promise<{ basis: bigint; amount: bigint; tier: number | null }> {
  if (contract.kind === 'DIVIDEND') {
    const result = await teamResult(db, memberIds, from, to);
    return { basis: result.teamLoss, ...dividendOf(contract.tiers!, result) };
  }
  const { rows } = await sql<{ basis: string; amount: string }>`
    select
      coalesce(sum(case when ${contract.kind} = 'REAL_TIME_SALARY'
        then abs(b.win_minor - b.stake_minor) else b.valid_bet_minor end), 0) as basis,
      coalesce(sum(case
        when b.win_minor < b.stake_minor
          then (b.stake_minor - b.win_minor) * ${contract.rate_bp} / ${BP}
        else (b.win_minor - b.stake_minor) * ${contract.profit_rate_bp} / ${BP} end), 0) as amount
    from bet_records b
    where b.member_id in (${sql.join(memberIds)})
      and b.is_trial = false and b.status = 'SETTLED'
      and b.settled_at >= ${from} and b.settled_at < ${to}
      and (${contract.kind} <> 'REAL_TIME_SALARY' or b.stake_minor >= ${contract.min_bet_minor}::bigint)
  `.execute(db);
  const row = rows[0] ?? { basis: '0', amount: '0' };
  if (contract.kind === 'REAL_TIME_SALARY')
    return { basis: BigInt(row.basis), amount: BigInt(row.amount), tier: null };
  const validBet = BigInt(row.basis);
  const amount =
    validBet >= BigInt(contract.min_bet_minor) ? (validBet * BigInt(contract.rate_bp)) / BP : 0n;
  return { basis: validBet, amount, tier: null };
}

/**
 * Pays one settlement inside the caller's transaction when the payer holds enough: the platform
 * (the brand's house) for a top agent, else the upline's main wallet. Returns whether it paid.
 */
async function payInside(
  trx: Kysely<Database>,
  settlement: { id: string; amount_minor: string },
  contract: Pick<ContractRow, 'brand_id' | 'kind' | 'payer_id' | 'agent_id'>,
  now: Date,
): Promise<boolean> {
  const amount = BigInt(settlement.amount_minor);
  const dividend = contract.kind === 'DIVIDEND';
  const payer = contract.payer_id
    ? { id: contract.payer_id, brandId: contract.brand_id, isTrial: false }
    : null;
  const fromId = payer
    ? await openMainWallet(trx, payer, now)
    : await ensureHouseAccount(trx, contract.brand_id, 'HOUSE');
  const toId = await openMainWallet(
    trx,
    { id: contract.agent_id, brandId: contract.brand_id, isTrial: false },
    now,
  );
  const locked = await lockAccounts(trx, [fromId, toId]);
  // The house has no lower bound; an upline pays only from what it holds.
  if (payer && locked.get(fromId)!.balanceMinor < amount) return false;
  const transactionId = await postTransaction(trx, {
    brandId: contract.brand_id,
    // The agent's own movement when the platform pays; the upline's (to its downline) else.
    memberId: payer ? payer.id : contract.agent_id,
    kind: dividend ? 'DIVIDEND' : 'SALARY',
    ...(payer ? { counterpartyId: contract.agent_id } : {}),
    idempotencyKey: `${dividend ? 'dividend' : 'salary'}-settlement-${settlement.id}`,
    now,
    entries: [
      { accountId: fromId, amountMinor: -amount },
      { accountId: toId, amountMinor: amount },
    ],
  });
  await trx
    .updateTable('agent_settlements')
    .set({ state: 'PAID', transaction_id: transactionId, paid_at: now })
    .where('id', '=', settlement.id)
    .where('state', '=', 'OUTSTANDING')
    .execute();
  return true;
}

export interface SettlementRun {
  /** Periods settled by this run (another run's periods are not counted). */
  settled: number;
  paid: number;
  outstanding: number;
}

/**
 * Settles every finished period of the kind's accepted contracts (and of ended ones up to their
 * end), then pays what is outstanding where the payer now can. `maxPeriods` stops the run early
 * (a job killed midway, in tests).
 */
export async function runSalaryJob(
  db: Kysely<Database>,
  kind: AgentContractKind,
  now: Date,
  options: SalaryJobOptions & { maxPeriods?: number } = {},
): Promise<SettlementRun> {
  const run: SettlementRun = { settled: 0, paid: 0, outstanding: 0 };
  let budget = options.maxPeriods ?? Number.POSITIVE_INFINITY;
  const contracts = (await db
    .selectFrom('agent_contracts')
    .select([
      'id',
      'brand_id',
      'kind',
      'payer_id',
      'agent_id',
      'rate_bp',
      'profit_rate_bp',
      'min_bet_minor',
      'period',
      'tiers',
      'accepted_at',
      'ended_at',
    ])
    .where('kind', '=', kind)
    .where('accepted_at', 'is not', null)
    .orderBy('id')
    .execute()) as ContractRow[];
  const zones: Record<string, string> = {};
  for (const contract of contracts) {
    const last = await db
      .selectFrom('agent_settlements')
      .select(sql<Date | null>`max(period_end)`.as('end'))
      .where('contract_id', '=', contract.id)
      .executeTakeFirst();
    const accepted = contract.accepted_at.getTime();
    zones[contract.brand_id] ??= await timeZoneOfBrand(db, contract.brand_id);
    const periods = periodsOf(contract, zones[contract.brand_id]!, options);
    let start = last?.end ? new Date(last.end).getTime() : periods.startOf(accepted);
    const stop = Math.min(now.getTime(), contract.ended_at?.getTime() ?? Number.POSITIVE_INFINITY);
    const members = idsOf(await teamOf(db, contract.agent_id));
    for (
      let end = periods.endOf(start);
      end <= stop || (contract.ended_at && start < stop);
      start = end, end = periods.endOf(start)
    ) {
      if (budget <= 0) return run;
      budget -= 1;
      const from = new Date(Math.max(start, accepted));
      const to = new Date(Math.min(end, stop));
      const { basis, amount, tier } = await earned(db, contract, members, from, to);
      const settled = await withTransactionRetry(
        db,
        async (trx) => {
          const row = await trx
            .insertInto('agent_settlements')
            .values({
              contract_id: contract.id,
              period_start: new Date(start),
              period_end: new Date(end),
              basis_minor: basis,
              tier,
              amount_minor: amount,
              state: amount > 0n ? 'OUTSTANDING' : 'NOTHING_DUE',
              created_at: now,
            })
            .onConflict((oc) => oc.columns(['contract_id', 'period_start']).doNothing())
            .returning(['id', 'amount_minor'])
            .executeTakeFirst();
          if (!row) return null;
          if (amount === 0n) return 'nothing';
          return (await payInside(trx, row, contract, now)) ? 'paid' : 'outstanding';
        },
        { retryOn: [UNIQUE_VIOLATION] },
      );
      if (settled === null) continue;
      run.settled += 1;
      if (settled === 'paid') run.paid += 1;
      if (settled === 'outstanding') run.outstanding += 1;
    }
  }
  run.paid += await payOutstanding(db, kind, now);
  return run;
}

/**
 * Pays the kind's outstanding settlements, oldest first, where the payer now holds enough. The
 * row is locked and re-read, so two runs at once pay it once.
 */
export async function payOutstanding(
  db: Kysely<Database>,
  kind: AgentContractKind,
  now: Date,
): Promise<number> {
  const due = await db
    .selectFrom('agent_settlements as s')
    .innerJoin('agent_contracts as c', 'c.id', 's.contract_id')
    .select('s.id')
    .where('s.state', '=', 'OUTSTANDING')
    .where('c.kind', '=', kind)
    .orderBy('s.id')
    .execute();
  let paid = 0;
  for (const { id } of due) {
    const done = await withTransactionRetry(db, async (trx) => {
      const row = await trx
        .selectFrom('agent_settlements as s')
        .innerJoin('agent_contracts as c', 'c.id', 's.contract_id')
        .select([
          's.id',
          's.amount_minor',
          's.state',
          'c.brand_id',
          'c.kind',
          'c.payer_id',
          'c.agent_id',
        ])
        .where('s.id', '=', id)
        .forUpdate('s')
        .executeTakeFirst();
      if (!row || row.state !== 'OUTSTANDING') return false;
      return payInside(trx, row, row, now);
    });
    if (done) paid += 1;
  }
  return paid;
}

/** Every kind: the salaries, shortest period first, then dividends (the API's timer runs them). */
export const SETTLED_KINDS: readonly AgentContractKind[] = [
  'REAL_TIME_SALARY',
  'HOURLY_SALARY',
  'DAILY_SALARY',
  'DIVIDEND',
];

export async function runSalaryJobs(
  db: Kysely<Database>,
  now: Date,
  options: SalaryJobOptions = {},
): Promise<void> {
  for (const kind of SETTLED_KINDS) {
    await runSalaryJob(db, kind, now, options);
  }
}
