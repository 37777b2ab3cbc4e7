import { sql, type Kysely } from 'kysely';

/**
 * The console's agent tree (issue 45 item 7), bounded on a large brand:
 *
 * - `agent_contracts_agent_idx`: an agent's contracts in every state, newest first, one page at a
 *   time (the partial unique indexes of 0025 cover only its open offer and accepted contract);
 *   its payouts join their settlements through it and the (contract, period) unique index.
 * - `accounts_top_agents_idx`: a brand's top agents (no upline), the tree's first level, in
 *   account order, without reading the brand's members.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index agent_contracts_agent_idx on agent_contracts (agent_id, id)`.execute(db);
  await sql`create index accounts_top_agents_idx on accounts (brand_id, id)
    where upline_id is null and is_agent in (1, 2, 41, 42)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index accounts_top_agents_idx`.execute(db);
  await sql`drop index agent_contracts_agent_idx`.execute(db);
}
