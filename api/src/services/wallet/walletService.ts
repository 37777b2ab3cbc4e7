import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { minorToMajor } from './money.js';

export interface BalanceView {
  sumBalance: number;
  currency: string;
  currencySymbol: string;
}

export async function getBalance(
  db: Kysely<Database>,
  accountId: string,
  currencySymbol: string,
): Promise<BalanceView> {
  const wallet = await db
    .selectFrom('wallets')
    .select(['balance_minor', 'currency'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return {
    sumBalance: minorToMajor(wallet?.balance_minor ?? 0n),
    currency: wallet?.currency ?? 'BDT',
    currencySymbol,
  };
}
