import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import { TRIAL_ACCOUNT_TYPE } from '../members/accountRepository.js';

/** Depth guard against an accidental cycle in the upline tree. */
export const MAX_TEAM_DEPTH = 32;

export interface TeamNode {
  id: string;
  username: string;
  /** 1: a direct downline of the agent. */
  level: number;
  isAgent: number;
}

export const teamErrors = {
  /**
   * An account outside the caller's subtree, or none at all: the same answer for both, so an
   * agent cannot probe which usernames exist in another branch.
   */
  notInTeam: (field = 'account') =>
    new ApiError(404, 'NOT_IN_TEAM', 'This account is not in your team', { field }),
};

/**
 * `team (id, level)`: every account under the agent in its brand, for a `with recursive`.
 */
export const teamCte = (agentId: string) => sql`team (id, level) as (
  select a.id, 1 from accounts a
  join accounts agent on agent.id = ${agentId}
  where a.upline_id = agent.id and a.brand_id = agent.brand_id
  union all
  select a.id, team.level + 1 from accounts a join team on a.upline_id = team.id
  where team.level < ${MAX_TEAM_DEPTH}
)`;

/**
 * The agent's whole subtree, computed from the upline tree on every call (never from the
 * request): the same brand only, trial accounts left out (they have no upline anyway).
 */
export async function teamOf(db: Kysely<Database>, agentId: string): Promise<TeamNode[]> {
  const { rows } = await sql<{ id: string; username: string; level: number; is_agent: number }>`
    with recursive ${teamCte(agentId)}
    select a.id, a.username, team.level, a.is_agent
    from team join accounts a on a.id = team.id
    where a.is_agent <> ${TRIAL_ACCOUNT_TYPE}
    order by team.level, a.id
  `.execute(db);
  return rows.map((row) => ({
    id: String(row.id),
    username: row.username,
    level: Number(row.level),
    isAgent: Number(row.is_agent),
  }));
}

/**
 * The members a report covers: the whole team, or the one downline the caller named, which
 * must be in the team (404 NOT_IN_TEAM otherwise, also for the caller's own name: the agent
 * centre reports on the downline, the member centre on the caller).
 */
export function narrowTeam(team: TeamNode[], account: string | undefined): TeamNode[] {
  if (account === undefined) return team;
  const key = account.trim().toLowerCase();
  const found = team.find((node) => node.username.toLowerCase() === key);
  if (!found) throw teamErrors.notInTeam();
  return [found];
}

/** The ids of the nodes, with a value that matches nothing when the list is empty. */
export const idsOf = (nodes: readonly TeamNode[]): string[] =>
  nodes.length > 0 ? nodes.map((node) => node.id) : ['0'];
