import type {
  AgentContractState,
  AgentNode,
  AgentNodePage,
  OpsAgentContractPage,
  OpsAgentPayoutPage,
} from '@site/contracts';
import { sql, type Kysely } from 'kysely';
import { likePrefix } from '../../db/likePattern.js';
import { pagedList, type PageRequest } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors.js';
import { assertOperatorBrand } from '../../plugins/operatorAuth.js';
import { findBrandIdByCode } from '../brands/brandRepository.js';
import { AGENT_ACCOUNT_TYPES, TRIAL_ACCOUNT_TYPE } from '../members/accountRepository.js';
import type { Operator } from '../operators/operatorAccounts.js';
import { contractRows, settlementColumns, toContract, toSettlement } from './contracts.js';
import { MAX_TEAM_DEPTH } from './subtree.js';

/*
 * The agent tree as the operator console reads it (issue 45 item 7). Every list is one page of
 * accounts, and what each row shows (its direct downlines, its team, its live contracts) is read
 * for the whole page at once: one recursive query over the page's subtrees (the upline index)
 * and one over the contracts' (agent, kind) indexes, never a query per node.
 */

/** An account of the tree as the routes name it, once its brand is allowed to the operator. */
export interface AgentRef {
  id: string;
  brandId: string;
  username: string;
}

/** The brand of `merchantCode`, 404 when there is none, 403 when it is not the operator's. */
async function brandOf(db: Kysely<Database>, operator: Operator, merchantCode: string) {
  const brandId = await findBrandIdByCode(db, merchantCode);
  if (!brandId) throw errors.brandNotFound();
  assertOperatorBrand(operator, brandId);
  return brandId;
}

/** The (non-trial) account `account` of the brand: 403 for another brand, 404 when none. */
export async function findTreeAccount(
  db: Kysely<Database>,
  operator: Operator,
  merchantCode: string,
  account: string,
): Promise<AgentRef> {
  const brandId = await brandOf(db, operator, merchantCode);
  const row = await db
    .selectFrom('accounts')
    .select(['id', 'username'])
    .where('brand_id', '=', brandId)
    .where('username_key', '=', account.trim().toLowerCase())
    .where('is_agent', '<>', TRIAL_ACCOUNT_TYPE)
    .executeTakeFirst();
  if (!row) throw errors.notFound('Agent');
  return { id: row.id, brandId, username: row.username };
}

const nodeColumns = [
  'a.id',
  'a.username',
  'a.nickname',
  'a.is_agent',
  'u.username as upline',
  'a.disabled_at',
  'a.under_age_closed_at',
  'a.created_at',
] as const;

function nodesQuery(db: Kysely<Database>, brandId: string) {
  return db
    .selectFrom('accounts as a')
    .leftJoin('accounts as u', 'u.id', 'a.upline_id')
    .select(nodeColumns)
    .where('a.brand_id', '=', brandId)
    .where('a.is_agent', '<>', TRIAL_ACCOUNT_TYPE);
}

type NodeRow = Awaited<ReturnType<ReturnType<typeof nodesQuery>['execute']>>[number];

/**
 * The direct downline count and the team size of each of `ids`, in one recursive query that
 * walks the page's subtrees down the upline index (same brand, at most MAX_TEAM_DEPTH levels,
 * trial accounts left out, as `teamOf` counts a team).
 */
export async function teamCounts(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, { direct: number; team: number }>> {
  const counts = new Map<string, { direct: number; team: number }>();
  if (ids.length === 0) return counts;
  const { rows } = await sql<{ root: string; direct: string; team: string }>`
    with recursive team (root, id, level) as (
      select root.id, a.id, 1 from accounts root
      join accounts a on a.upline_id = root.id and a.brand_id = root.brand_id
      where root.id in (${sql.join(ids.map((id) => sql`${id}`))})
        and a.is_agent <> ${TRIAL_ACCOUNT_TYPE}
      union all
      select team.root, a.id, team.level + 1 from accounts a join team on a.upline_id = team.id
      where team.level < ${MAX_TEAM_DEPTH} and a.is_agent <> ${TRIAL_ACCOUNT_TYPE}
    )
    select root, count(*) filter (where level = 1) as direct, count(*) as team
    from team group by root
  `.execute(db);
  for (const row of rows)
    counts.set(String(row.root), { direct: Number(row.direct), team: Number(row.team) });
  return counts;
}

/** The open offers and accepted contracts of each of `ids` (the partial unique indexes). */
async function liveContracts(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, AgentContractState[]>> {
  const live = new Map<string, AgentContractState[]>();
  if (ids.length === 0) return live;
  const rows = await db
    .selectFrom('agent_contracts')
    .select(['agent_id', 'kind', 'state'])
    .where('agent_id', 'in', ids)
    .where('state', 'in', ['OFFERED', 'ACCEPTED'])
    .orderBy('agent_id')
    .orderBy('kind')
    .orderBy('state')
    .execute();
  for (const row of rows) {
    const list = live.get(row.agent_id) ?? [];
    list.push({ kind: row.kind, state: row.state as AgentContractState['state'] });
    live.set(row.agent_id, list);
  }
  return live;
}

/** The page's rows as tree nodes, with their counts and live contracts read for all at once. */
async function withDetails(db: Kysely<Database>, rows: NodeRow[]): Promise<AgentNode[]> {
  const ids = rows.map((row) => row.id);
  const [counts, contracts] = await Promise.all([teamCounts(db, ids), liveContracts(db, ids)]);
  return rows.map((row) => ({
    account: row.username,
    nickname: row.nickname,
    isAgent: row.is_agent,
    agent: AGENT_ACCOUNT_TYPES.includes(row.is_agent),
    upline: row.upline,
    directCount: counts.get(row.id)?.direct ?? 0,
    teamSize: counts.get(row.id)?.team ?? 0,
    contracts: contracts.get(row.id) ?? [],
    locked: row.disabled_at !== null || row.under_age_closed_at !== null,
    registeredAt: row.created_at.toISOString(),
  }));
}

async function nodePage(
  db: Kysely<Database>,
  query: ReturnType<typeof nodesQuery>,
  page: PageRequest,
): Promise<AgentNodePage> {
  const rows = await pagedList(query, page, (row) => row);
  return { ...rows, list: await withDetails(db, rows.list) };
}

/**
 * The brand's agents: without `q` its top agents (no upline), with `q` the agents whose
 * username begins with it, top agents first; oldest first within each, so pages keep order.
 */
export async function searchAgents(
  db: Kysely<Database>,
  input: { operator: Operator; brand: string; q?: string | undefined; page: PageRequest },
): Promise<AgentNodePage> {
  const brandId = await brandOf(db, input.operator, input.brand);
  const q = input.q?.trim().toLowerCase() ?? '';
  let query = nodesQuery(db, brandId).where('a.is_agent', 'in', AGENT_ACCOUNT_TYPES);
  query =
    q === ''
      ? query.where('a.upline_id', 'is', null)
      : query.where('a.username_key', 'like', likePrefix(q));
  return nodePage(db, query.orderBy(sql`a.upline_id is null`, 'desc').orderBy('a.id'), input.page);
}

/**
 * The accounts directly under `parent` (agents and members), agents first, oldest first: a
 * level of the tree, never a deeper one (a downline's own downlines are its own level).
 */
export async function directDownlines(
  db: Kysely<Database>,
  parent: AgentRef,
  page: PageRequest,
): Promise<AgentNodePage> {
  const query = nodesQuery(db, parent.brandId)
    .where('a.upline_id', '=', parent.id)
    .orderBy(sql`a.is_agent in (${sql.join(AGENT_ACCOUNT_TYPES.map((t) => sql`${t}`))})`, 'desc')
    .orderBy('a.id');
  return nodePage(db, query, page);
}

/** The account itself as a tree node (the detail panel's head). */
export async function agentNode(db: Kysely<Database>, ref: AgentRef): Promise<AgentNode> {
  const row = await nodesQuery(db, ref.brandId)
    .where('a.id', '=', ref.id)
    .executeTakeFirstOrThrow();
  return (await withDetails(db, [row]))[0]!;
}

/** The contracts the agent was offered (by the platform or its upline), newest first. */
export async function agentContracts(
  db: Kysely<Database>,
  ref: AgentRef,
  page: PageRequest,
): Promise<OpsAgentContractPage> {
  return pagedList(contractRows(db).where('c.agent_id', '=', ref.id), page, toContract);
}

/** The settled periods of the agent's contracts (salaries and dividends), newest first. */
export async function agentPayouts(
  db: Kysely<Database>,
  ref: AgentRef,
  page: PageRequest,
): Promise<OpsAgentPayoutPage> {
  const query = db
    .selectFrom('agent_settlements as s')
    .innerJoin('agent_contracts as c', 'c.id', 's.contract_id')
    .leftJoin('accounts as p', 'p.id', 'c.payer_id')
    .select(['s.id', 'c.kind', 'p.username as payer', ...settlementColumns])
    .where('c.agent_id', '=', ref.id)
    .orderBy('s.period_start', 'desc')
    .orderBy('s.id', 'desc');
  return pagedList(query, page, (row) => ({
    id: row.id,
    kind: row.kind,
    payer: row.payer,
    ...toSettlement(row),
  }));
}
