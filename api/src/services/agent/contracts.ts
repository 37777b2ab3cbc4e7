import type {
  AgentContract,
  AgentIncome,
  ContractSettlement,
  ContractsView,
  OfferContractBody,
} from '@site/contracts';
import { sql, type Kysely } from 'kysely';
import type {
  AgentContractKind,
  DividendPeriod,
  DividendTierRow,
} from '../../db/agentCentreSchema.js';
import type { Database } from '../../db/schema.js';
import { ApiError, errors } from '../../errors.js';
import type { DayRange } from '../records/dayRange.js';
import { AGENT_ACCOUNT_TYPES } from '../members/accountRepository.js';
import { sqlState } from '../wallet/ledger.js';
import { minorToMajor } from '../wallet/money.js';
import { periodEnd, periodStart, teamResult, tierReached } from './dividends.js';
import { timeZoneOfBrand } from '../brands/brandTime.js';
import { idsOf, teamOf } from './subtree.js';

export const contractErrors = {
  aboveOwnRate: () =>
    new ApiError(
      400,
      'CONTRACT_ABOVE_OWN_RATE',
      'A contract may not pay more than your own contract',
    ),
  pending: () =>
    new ApiError(409, 'CONTRACT_PENDING', 'This agent already has an offer waiting for an answer'),
  notFound: () => new ApiError(404, 'NOT_FOUND', 'Contract not found'),
  wrongState: () => new ApiError(409, 'CONTRACT_STATE', 'The contract cannot change that way now'),
};

export interface ContractTerms {
  kind: AgentContractKind;
  rateBp: number;
  profitRateBp: number;
  minBetMinor: bigint;
  /** Dividends: the period and the tiers; `rateBp` is then the highest tier's rate. */
  dividend?: { period: DividendPeriod; tiers: DividendTierRow[] };
}

/**
 * The terms an offer asks for (agent centre or operator): a dividend needs its period and tiers
 * and takes its rate from its highest tier (the rate rule compares that); a salary has neither.
 */
export function termsOf(
  body: Pick<OfferContractBody, 'kind' | 'rateBp' | 'profitRateBp' | 'minBet' | 'period' | 'tiers'>,
): ContractTerms {
  const base = {
    kind: body.kind,
    rateBp: body.rateBp,
    profitRateBp: body.profitRateBp,
    minBetMinor: BigInt(body.minBet) * 100n,
  };
  if (body.kind !== 'DIVIDEND') {
    if (body.period !== undefined)
      throw errors.validation('period', 'Only a dividend has a period');
    if (body.tiers !== undefined) throw errors.validation('tiers', 'Only a dividend has tiers');
    return base;
  }
  if (body.period === undefined) throw errors.validation('period', 'A dividend needs its period');
  if (!body.tiers?.length) throw errors.validation('tiers', 'A dividend needs at least one tier');
  const top = Math.max(...body.tiers.map((tier) => tier.rateBp));
  if (body.rateBp !== top)
    throw errors.validation('rateBp', 'A dividend’s rate is its highest tier’s rate');
  if (body.profitRateBp !== 0 || body.minBet !== 0)
    throw errors.validation('profitRateBp', 'A dividend has no profit rate or single-bet minimum');
  return {
    ...base,
    dividend: {
      period: body.period,
      tiers: body.tiers.map((tier) => ({
        minValidBetMinor: tier.minValidBet * 100,
        minActiveMembers: tier.minActiveMembers,
        minTeamLossMinor: tier.minTeamLoss * 100,
        rateBp: tier.rateBp,
      })),
    },
  };
}

/**
 * Offers a contract to an agent: by its direct upline (`payerId`), checked against the upline's
 * own contract by the database (migration 0025), or by the platform (`payerId` null).
 */
export async function offerContract(
  db: Kysely<Database>,
  input: {
    brandId: string;
    payerId: string | null;
    agentId: string;
    terms: ContractTerms;
    now: Date;
  },
): Promise<string> {
  try {
    const row = await db
      .insertInto('agent_contracts')
      .values({
        brand_id: input.brandId,
        kind: input.terms.kind,
        payer_id: input.payerId,
        agent_id: input.agentId,
        state: 'OFFERED',
        rate_bp: input.terms.rateBp,
        profit_rate_bp: input.terms.profitRateBp,
        min_bet_minor: input.terms.minBetMinor,
        period: input.terms.dividend?.period ?? null,
        tiers: input.terms.dividend ? JSON.stringify(input.terms.dividend.tiers) : null,
        created_at: input.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    if (String((error as Error).message).includes('AGENT_CONTRACT_ABOVE_OWN_RATE'))
      throw contractErrors.aboveOwnRate();
    if (String((error as Error).message).includes('AGENT_CONTRACT_TIERS'))
      throw errors.validation('tiers', 'The dividend tiers are not valid');
    if (sqlState(error) === '23505') throw contractErrors.pending();
    throw error;
  }
}

export type ContractAnswer = 'accept' | 'reject' | 'requestTermination';

/**
 * The agent's answer to its own contract: accept or reject an offer, or ask to end an accepted
 * contract (the payer then ends it with `terminateContract`). The state change is conditional
 * on the state it starts from, so a replay or a race changes nothing twice.
 */
export async function answerContract(
  db: Kysely<Database>,
  input: { agentId: string; contractId: string; answer: ContractAnswer; now: Date },
): Promise<void> {
  const base = db
    .updateTable('agent_contracts')
    .where('id', '=', input.contractId)
    .where('agent_id', '=', input.agentId);
  const result =
    input.answer === 'accept'
      ? await base
          .set({ state: 'ACCEPTED', accepted_at: input.now })
          .where('state', '=', 'OFFERED')
          .executeTakeFirst()
      : input.answer === 'reject'
        ? await base.set({ state: 'REJECTED' }).where('state', '=', 'OFFERED').executeTakeFirst()
        : await base
            .set({ termination_requested_at: input.now })
            .where('state', '=', 'ACCEPTED')
            .where('termination_requested_at', 'is', null)
            .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw contractErrors.wrongState();
}

/** The payer ends a contract it gave: the agent's accepted contract, or its open offer. */
export async function terminateContract(
  db: Kysely<Database>,
  input: { payerId: string; contractId: string; now: Date },
): Promise<void> {
  const accepted = await db
    .updateTable('agent_contracts')
    .set({ state: 'TERMINATED', ended_at: input.now })
    .where('id', '=', input.contractId)
    .where('payer_id', '=', input.payerId)
    .where('state', '=', 'ACCEPTED')
    .executeTakeFirst();
  if (accepted.numUpdatedRows > 0n) return;
  const offered = await db
    .updateTable('agent_contracts')
    .set({ state: 'REJECTED' })
    .where('id', '=', input.contractId)
    .where('payer_id', '=', input.payerId)
    .where('state', '=', 'OFFERED')
    .executeTakeFirst();
  if (offered.numUpdatedRows === 0n) throw contractErrors.wrongState();
}

const contractColumns = [
  'c.id',
  'c.kind',
  'p.username as payer',
  'a.username as agent',
  'c.state',
  'c.rate_bp',
  'c.profit_rate_bp',
  'c.min_bet_minor',
  'c.period',
  'c.brand_id',
  'c.tiers',
  'c.termination_requested_at',
  'c.created_at',
  'c.accepted_at',
  'c.ended_at',
] as const;

/** Contracts with their agent's and payer's usernames, newest first (`toContract` reads a row). */
export function contractRows(db: Kysely<Database>) {
  return db
    .selectFrom('agent_contracts as c')
    .innerJoin('accounts as a', 'a.id', 'c.agent_id')
    .leftJoin('accounts as p', 'p.id', 'c.payer_id')
    .select(contractColumns)
    .orderBy('c.id', 'desc');
}

const contractsQuery = (db: Kysely<Database>, kind: AgentContractKind) =>
  contractRows(db).where('c.kind', '=', kind);

type ContractRow = Awaited<ReturnType<ReturnType<typeof contractRows>['execute']>>[number];

export const toContract = (row: ContractRow): AgentContract => ({
  id: row.id,
  kind: row.kind,
  payer: row.payer,
  agent: row.agent,
  state: row.state,
  rateBp: row.rate_bp,
  profitRateBp: row.profit_rate_bp,
  minBet: minorToMajor(row.min_bet_minor),
  period: row.period,
  tiers: (row.tiers ?? []).map((tier) => ({
    minValidBet: minorToMajor(BigInt(tier.minValidBetMinor)),
    minActiveMembers: tier.minActiveMembers,
    minTeamLoss: minorToMajor(BigInt(tier.minTeamLossMinor)),
    rateBp: tier.rateBp,
  })),
  terminationRequested: row.termination_requested_at !== null,
  createdAt: row.created_at.toISOString(),
  acceptedAt: row.accepted_at?.toISOString() ?? null,
  endedAt: row.ended_at?.toISOString() ?? null,
});

/** The settlement columns `toSettlement` reads. */
export const settlementColumns = [
  's.contract_id',
  's.period_start',
  's.period_end',
  's.basis_minor',
  's.amount_minor',
  's.state',
  's.paid_at',
  's.tier',
] as const;

/** A settled period of a contract as the agent centre and the console show it. */
export const toSettlement = (row: {
  contract_id: string;
  period_start: Date;
  period_end: Date;
  basis_minor: string;
  amount_minor: string;
  state: ContractSettlement['state'];
  paid_at: Date | null;
  tier: number | null;
}): ContractSettlement => ({
  contractId: row.contract_id,
  periodStart: row.period_start.toISOString(),
  periodEnd: row.period_end.toISOString(),
  basis: minorToMajor(row.basis_minor),
  amount: minorToMajor(row.amount_minor),
  state: row.state,
  paidAt: row.paid_at?.toISOString() ?? null,
  tier: row.tier,
});

/**
 * Where the running dividend period of an accepted contract stands: the team's result so far
 * and the tier it reaches (what the job would pay if the period ended now).
 */
async function dividendProgress(
  db: Kysely<Database>,
  contract: ContractRow | undefined,
  agentId: string,
  now: Date,
): Promise<ContractsView['progress']> {
  if (!contract || contract.state !== 'ACCEPTED' || !contract.period || !contract.accepted_at)
    return null;
  const zone = await timeZoneOfBrand(db, contract.brand_id);
  const start = periodStart(contract.period, now.getTime(), zone);
  const from = new Date(Math.max(start, contract.accepted_at.getTime()));
  const team = idsOf(await teamOf(db, agentId));
  const result = await teamResult(db, team, from, now);
  return {
    periodStart: new Date(start).toISOString(),
    periodEnd: new Date(periodEnd(contract.period, start, zone)).toISOString(),
    validBet: minorToMajor(result.validBet),
    activeMembers: result.activeMembers,
    teamLoss: minorToMajor(result.teamLoss),
    tier: tierReached(contract.tiers ?? [], result),
  };
}

/**
 * The caller's contracts of the kind, those it gave, its latest settled periods, the direct
 * downline agents it may offer to, and (dividends) its running period's tier.
 */
export async function contractsOf(
  db: Kysely<Database>,
  agentId: string,
  kind: AgentContractKind,
  now: Date,
): Promise<ContractsView> {
  const [mine, given, settlements, downlineAgents] = await Promise.all([
    contractsQuery(db, kind).where('c.agent_id', '=', agentId).limit(20).execute(),
    contractsQuery(db, kind)
      .where('c.payer_id', '=', agentId)
      .where('c.state', 'in', ['OFFERED', 'ACCEPTED'])
      .execute(),
    db
      .selectFrom('agent_settlements as s')
      .innerJoin('agent_contracts as c', 'c.id', 's.contract_id')
      .select(settlementColumns)
      .where('c.agent_id', '=', agentId)
      .where('c.kind', '=', kind)
      .orderBy('s.period_start', 'desc')
      .orderBy('s.id', 'desc')
      .limit(50)
      .execute(),
    db
      .selectFrom('accounts')
      .select('username')
      .where('upline_id', '=', agentId)
      .where('is_agent', 'in', AGENT_ACCOUNT_TYPES)
      .orderBy('username')
      .execute(),
  ]);
  const current = mine.find((row) => row.state === 'ACCEPTED');
  return {
    mine: mine.map(toContract),
    given: given.map(toContract),
    settlements: settlements.map(toSettlement),
    downlineAgents: downlineAgents.map((row) => row.username),
    progress: kind === 'DIVIDEND' ? await dividendProgress(db, current, agentId, now) : null,
  };
}

/** My income: salaries, dividends and commissions the caller's wallets received in the range. */
export async function incomeOf(
  db: Kysely<Database>,
  agentId: string,
  range: DayRange,
): Promise<AgentIncome> {
  const rows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('wallet_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('wallet_transactions as t', 't.id', 'e.transaction_id')
    .select(['t.kind', sql<string>`sum(e.amount_minor)`.as('amount')])
    .where('a.member_id', '=', agentId)
    .where('t.kind', 'in', AGENT_INCOME_KINDS)
    .where('e.amount_minor', '>', '0')
    .where('e.created_at', '>=', range.start)
    .where('e.created_at', '<', range.end)
    .groupBy('t.kind')
    .orderBy('t.kind')
    .execute();
  const total = rows.reduce((sum, row) => sum + BigInt(row.amount), 0n);
  return {
    total: minorToMajor(total),
    byKind: rows.map((row) => ({ kind: row.kind, amount: minorToMajor(row.amount) })),
  };
}

/** What an agent earns from its agency (spec §1 income), apart from play, bonuses and rebates. */
const AGENT_INCOME_KINDS = ['SALARY', 'DIVIDEND', 'COMMISSION'] as const;
