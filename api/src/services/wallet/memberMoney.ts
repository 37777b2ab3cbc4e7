import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  ensureHouseAccount,
  houseKindOf,
  lockAccounts,
  openMainWallet,
  postTransaction,
  type LedgerMember,
} from './ledger.js';

/**
 * The money of members' bets that settle against the house (sportsbook bets, live table
 * placements): each member's main wallet and their brand's house account, locked together.
 */
export interface BetMoney {
  member: LedgerMember;
  mainId: string;
  houseId: string;
}

/** Opens and locks (in id order) the wallets of these members with their houses. */
export async function lockMembers(
  trx: Kysely<Database>,
  memberIds: readonly string[],
  now: Date,
): Promise<Map<string, BetMoney>> {
  const unique = [...new Set(memberIds)];
  if (unique.length === 0) return new Map();
  const rows = await trx
    .selectFrom('accounts')
    .select(['id', 'brand_id', 'is_agent'])
    .where('id', 'in', unique)
    .execute();
  const money = new Map<string, BetMoney>();
  for (const row of rows) {
    const member: LedgerMember = {
      id: String(row.id),
      brandId: String(row.brand_id),
      isTrial: row.is_agent === 4,
    };
    money.set(member.id, {
      member,
      mainId: await openMainWallet(trx, member, now),
      houseId: await ensureHouseAccount(trx, member.brandId, houseKindOf(member)),
    });
  }
  await lockAccounts(
    trx,
    [...money.values()].flatMap((m) => [m.mainId, m.houseId]),
  );
  return money;
}

/**
 * Pays a member from their brand's house account (WIN, or ROLLBACK for a stake coming back) under
 * a key of its own; nothing for nothing.
 */
export async function payFromHouse(
  trx: Kysely<Database>,
  money: BetMoney,
  amountMinor: bigint,
  kind: 'WIN' | 'ROLLBACK',
  key: string,
  now: Date,
) {
  if (amountMinor <= 0n) return;
  await postTransaction(trx, {
    brandId: money.member.brandId,
    memberId: money.member.id,
    kind,
    idempotencyKey: key,
    now,
    entries: [
      { accountId: money.houseId, amountMinor: -amountMinor },
      { accountId: money.mainId, amountMinor },
    ],
  });
}
