import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { minorToMajor } from '../wallet/money.js';

export interface TeamMemberView {
  account: string;
  nickname: string;
  isAgent: number;
  level: number;
  createdAt: string;
}

export interface TeamOverview {
  directMembers: number;
  totalMembers: number;
  teamBalance: number;
  members: TeamMemberView[];
}

/** Downline depth guard against accidental cycles in the upline tree. */
const MAX_DEPTH = 32;
const MEMBER_LIST_LIMIT = 200;

interface TeamRow {
  id: string;
  username: string;
  nickname: string;
  is_agent: number;
  created_at: Date;
  level: number;
  balance_minor: string | null;
}

/** Whole downline of an agent (recursive CTE over accounts.upline_id). */
export async function getTeamOverview(
  db: Kysely<Database>,
  agentId: string,
): Promise<TeamOverview> {
  const { rows } = await sql<TeamRow>`
    with recursive team (id, level) as (
      select a.id, 1 from accounts a where a.upline_id = ${agentId}
      union all
      select a.id, team.level + 1
      from accounts a
      join team on a.upline_id = team.id
      where team.level < ${MAX_DEPTH}
    )
    select a.id, a.username, a.nickname, a.is_agent, a.created_at, team.level,
      coalesce(
        (select sum(wa.balance_minor) from wallet_accounts wa where wa.member_id = a.id),
        w.balance_minor
      ) as balance_minor
    from team
    join accounts a on a.id = team.id
    left join wallets w on w.account_id = a.id
    order by team.level, a.created_at, a.id
  `.execute(db);

  let teamBalanceMinor = 0n;
  for (const row of rows) teamBalanceMinor += BigInt(row.balance_minor ?? 0);
  return {
    directMembers: rows.filter((row) => Number(row.level) === 1).length,
    totalMembers: rows.length,
    teamBalance: minorToMajor(teamBalanceMinor),
    members: rows.slice(0, MEMBER_LIST_LIMIT).map((row) => ({
      account: row.username,
      nickname: row.nickname,
      isAgent: Number(row.is_agent),
      level: Number(row.level),
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}
