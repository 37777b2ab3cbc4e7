import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { UNIQUE_VIOLATION, sqlState } from '../../wallet/ledger.js';
import type { WithdrawalConfig } from '../../brands/brandConfig.js';
import { withdrawalErrors } from './withdrawalErrors.js';

/**
 * The banks and e-wallets a member is paid to. The holder must be the member (the real name
 * of the registration or profile) when the brand says so; a member without a real name on
 * file binds it with the first account. An account leaves the list only when no open order
 * pays to it, and stays in the table so the orders that used it keep their history.
 */
/** Orders not yet settled: their payout account must stay. */
export const OPEN_STATUSES = ['pending', 'approved', 'disbursed', 'not_received'] as const;
const EWALLET_NUMBER = /^01[3-9]\d{8}$/;
const BANK_NUMBER = /^\d{8,20}$/;
const HOLDER_NAME = /^[A-Za-z][A-Za-z .]{0,48}[A-Za-z.]$/;

export const maskNumber = (accountNumber: string) => `****${accountNumber.slice(-4)}`;
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

export interface Owner {
  brandId: string;
  accountId: string;
}

export async function realNameOf(db: Kysely<Database>, accountId: string): Promise<string | null> {
  const row = await db
    .selectFrom('accounts')
    .select(sql<string | null>`coalesce(profile->>'payeeName', profile->>'realName')`.as('name'))
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.name ?? null;
}

export async function listPayoutAccounts(
  db: Kysely<Database>,
  owner: Owner,
  config: WithdrawalConfig,
) {
  const rows = await db
    .selectFrom('payout_accounts as p')
    .select([
      'p.id',
      'p.kind',
      'p.provider',
      'p.account_number',
      'p.holder_name',
      'p.created_at',
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('withdrawal_orders as o')
              .select('o.id')
              .whereRef('o.payout_account_id', '=', 'p.id')
              .where('o.status', 'in', OPEN_STATUSES),
          )
          .as('in_use'),
    ])
    .where('p.account_id', '=', owner.accountId)
    .where('p.deleted_at', 'is', null)
    .orderBy('p.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    provider: row.provider,
    providerName: providerName(config, row.provider),
    accountNumber: maskNumber(row.account_number),
    holderName: row.holder_name,
    createdAt: row.created_at.toISOString(),
    inUse: Boolean(row.in_use),
  }));
}

export const providerName = (config: WithdrawalConfig, code: string) =>
  config.providers.find((provider) => provider.code === code)?.name ?? code;

export async function addPayoutAccount(
  db: Kysely<Database>,
  owner: Owner,
  config: WithdrawalConfig,
  input: { provider: string; accountNumber: string; holderName: string },
  now: Date,
) {
  const provider = config.providers.find((item) => item.code === input.provider);
  if (!provider) throw withdrawalErrors.provider();
  const accountNumber = input.accountNumber.replace(/[\s-]/g, '');
  if (!(provider.kind === 'ewallet' ? EWALLET_NUMBER : BANK_NUMBER).test(accountNumber))
    throw withdrawalErrors.accountNumber(provider.kind);
  const holderName = input.holderName.trim().replace(/\s+/g, ' ');
  if (!HOLDER_NAME.test(holderName)) throw withdrawalErrors.holderName();

  try {
    return await db.transaction().execute(async (trx) => {
      // One member's adds run one at a time, so the count below cannot be raced past.
      const member = await trx
        .selectFrom('accounts')
        .select(
          sql<string | null>`coalesce(profile->>'payeeName', profile->>'realName')`.as('name'),
        )
        .where('id', '=', owner.accountId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (config.requireNameMatch) {
        if (member.name === null)
          await trx
            .updateTable('accounts')
            .set({
              profile: sql`profile || jsonb_build_object('payeeName', ${holderName}::text)`,
            })
            .where('id', '=', owner.accountId)
            .execute();
        else if (!sameName(member.name, holderName)) throw withdrawalErrors.nameMismatch();
      }
      const { count } = await trx
        .selectFrom('payout_accounts')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('account_id', '=', owner.accountId)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      if (Number(count) >= config.maxPayoutAccounts)
        throw withdrawalErrors.payoutAccountLimit(config.maxPayoutAccounts);
      const row = await trx
        .insertInto('payout_accounts')
        .values({
          brand_id: owner.brandId,
          account_id: owner.accountId,
          kind: provider.kind,
          provider: provider.code,
          account_number: accountNumber,
          holder_name: holderName,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw withdrawalErrors.payoutAccountTaken();
    throw error;
  }
}

export async function removePayoutAccount(
  db: Kysely<Database>,
  owner: Owner,
  payoutAccountId: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('payout_accounts')
      .select('id')
      .where('id', '=', payoutAccountId)
      .where('account_id', '=', owner.accountId)
      .where('deleted_at', 'is', null)
      // An order being created for it waits, or sees it gone.
      .forUpdate()
      .executeTakeFirst();
    if (!account) throw withdrawalErrors.payoutAccountUnknown();
    const open = await trx
      .selectFrom('withdrawal_orders')
      .select('id')
      .where('payout_account_id', '=', payoutAccountId)
      .where('status', 'in', OPEN_STATUSES)
      .executeTakeFirst();
    if (open) throw withdrawalErrors.payoutAccountInUse();
    await trx
      .updateTable('payout_accounts')
      .set({ deleted_at: now })
      .where('id', '=', payoutAccountId)
      .execute();
  });
}
