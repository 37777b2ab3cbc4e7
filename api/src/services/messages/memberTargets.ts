import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import { AGENT_ACCOUNT_TYPES, TRIAL_ACCOUNT_TYPE } from '../members/accountRepository.js';

/**
 * How the operator API names a member: the brand's merchant code and the account's username
 * (any case, as at login). Trial accounts are not members an operator writes to or pays.
 */
export interface TargetMember {
  id: string;
  brandId: string;
  username: string;
  isAgent: number;
}

export const memberErrors = {
  unknownMember: (field: string, account: string) =>
    new ApiError(404, 'MEMBER_NOT_FOUND', `No member '${account}' in this brand`, { field }),
  notAnAgent: (account: string) =>
    new ApiError(400, 'NOT_AGENT', `'${account}' is not an agent`, { field: 'agent' }),
  trialMember: (field: string) =>
    new ApiError(400, 'NOT_REAL_ACCOUNT', 'A trial account cannot receive this', { field }),
};

export async function findBrandMember(
  db: Kysely<Database>,
  brandId: string,
  username: string,
  field = 'account',
): Promise<TargetMember> {
  const row = await db
    .selectFrom('accounts')
    .select(['id', 'brand_id', 'username', 'is_agent'])
    .where('brand_id', '=', brandId)
    .where('username_key', '=', username.trim().toLowerCase())
    .executeTakeFirst();
  if (!row) throw memberErrors.unknownMember(field, username);
  if (row.is_agent === TRIAL_ACCOUNT_TYPE) throw memberErrors.trialMember(field);
  return { id: row.id, brandId: row.brand_id, username: row.username, isAgent: row.is_agent };
}

export async function findBrandAgent(
  db: Kysely<Database>,
  brandId: string,
  username: string,
): Promise<TargetMember> {
  const agent = await findBrandMember(db, brandId, username, 'agent');
  if (!AGENT_ACCOUNT_TYPES.includes(agent.isAgent)) throw memberErrors.notAnAgent(username);
  return agent;
}
