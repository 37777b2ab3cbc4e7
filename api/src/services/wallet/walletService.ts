import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { precompiled } from '../../db/precompiled.js';
import { ApiError, errors } from '../../errors.js';
import {
  ensureMemberAccount,
  lockAccounts,
  openMainWallet,
  postTransaction,
  setTransactionResult,
  UNIQUE_VIOLATION,
  vendorKind,
  withTransactionRetry,
  type LedgerMember,
} from './ledger.js';
import type { StoredBalance } from './balanceCache.js';
import { minorToMajor } from './money.js';

export interface BalanceView {
  sumBalance: number;
  currency: string;
  currencySymbol: string;
}

export interface WalletView {
  kind: string;
  balance: number;
}

/** Sum of the member's MAIN and vendor wallets, in minor units, plus each wallet. */
async function readWallets(
  db: Kysely<Database>,
  memberId: string,
): Promise<{ sumMinor: bigint; wallets: WalletView[] }> {
  const rows = await db
    .selectFrom('wallet_accounts')
    .select(['kind', 'balance_minor'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
  if (rows.length === 0) {
    // Not opened in the ledger yet: the legacy balance becomes its opening balance.
    const legacy = await db
      .selectFrom('wallets')
      .select('balance_minor')
      .where('account_id', '=', memberId)
      .executeTakeFirst();
    const opening = BigInt(legacy?.balance_minor ?? 0);
    return { sumMinor: opening, wallets: [{ kind: 'MAIN', balance: minorToMajor(opening) }] };
  }
  const sumMinor = rows.reduce((sum, row) => sum + BigInt(row.balance_minor), 0n);
  const wallets = rows
    .map((row) => ({ kind: row.kind, balance: minorToMajor(row.balance_minor) }))
    .sort((a, b) =>
      a.kind === 'MAIN' ? -1 : b.kind === 'MAIN' ? 1 : a.kind.localeCompare(b.kind),
    );
  return { sumMinor, wallets };
}

const balanceSums = precompiled((db, accountId: string) =>
  db.selectNoFrom((eb) => [
    eb
      .selectFrom('wallet_accounts')
      .select((sub) => sub.fn.sum<string | null>('balance_minor').as('sum'))
      .where('member_id', '=', accountId)
      .as('ledger_minor'),
    eb
      .selectFrom('wallets')
      .select('balance_minor')
      .where('account_id', '=', accountId)
      .as('opening_minor'),
    eb.selectFrom('wallets').select('currency').where('account_id', '=', accountId).as('currency'),
  ]),
);

/** The balance in one query: the ledger's sum, or the opening balance before the ledger opens. */
export async function readBalance(db: Kysely<Database>, accountId: string): Promise<StoredBalance> {
  const row = (await balanceSums(db, accountId))!;
  // Not opened in the ledger yet (no accounts, so no sum): the legacy balance is the opening.
  return {
    sumMinor: BigInt(row.ledger_minor ?? row.opening_minor ?? 0),
    currency: row.currency ?? 'BDT',
  };
}

export const balanceView = (stored: StoredBalance, currencySymbol: string): BalanceView => ({
  sumBalance: minorToMajor(stored.sumMinor),
  currency: stored.currency,
  currencySymbol,
});

export async function getBalance(
  db: Kysely<Database>,
  accountId: string,
  currencySymbol: string,
): Promise<BalanceView> {
  return balanceView(await readBalance(db, accountId), currencySymbol);
}

export async function listWallets(
  db: Kysely<Database>,
  memberId: string,
): Promise<{ sumBalance: number; wallets: WalletView[] }> {
  const { sumMinor, wallets } = await readWallets(db, memberId);
  return { sumBalance: minorToMajor(sumMinor), wallets };
}

/** Vendor codes a member can hold a transfer wallet for (enabled lobby vendors). */
export async function isKnownVendor(db: Kysely<Database>, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('game_vendors')
    .select('vassalage')
    .where('vassalage', '=', code)
    .where('enabled', '=', true)
    .executeTakeFirst();
  return Boolean(row);
}

export const insufficientFunds = (balanceMinor: bigint) =>
  new ApiError(400, 'INSUFFICIENT_FUNDS', 'Insufficient balance', {
    balance: minorToMajor(balanceMinor),
  });

export interface TransferRequest {
  member: LedgerMember;
  /** 'MAIN' or a vendor code; exactly one side is MAIN. */
  from: string;
  to: string;
  amountMinor: bigint;
  idempotencyKey: string;
  now: Date;
}

async function walletSide(db: Kysely<Database>, value: string, field: string): Promise<string> {
  const side = value.toUpperCase();
  if (side === 'MAIN') return side;
  if (!(await isKnownVendor(db, side))) throw errors.validation(field, `Unknown wallet "${value}"`);
  return side;
}

/** The two sides of a transfer as the player names them (any case): MAIN and one vendor. */
export async function transferSides(
  db: Kysely<Database>,
  from: string,
  to: string,
): Promise<Pick<TransferRequest, 'from' | 'to'>> {
  const sides = { from: await walletSide(db, from, 'from'), to: await walletSide(db, to, 'to') };
  if ((sides.from === 'MAIN') === (sides.to === 'MAIN'))
    throw errors.validation('to', 'Transfers go between MAIN and one vendor wallet');
  return sides;
}

export interface TransferResult {
  transactionId: string;
  from: string;
  to: string;
  amount: number;
  /** Balances of the two wallets and the total, right after the transfer. */
  fromBalance: number;
  toBalance: number;
  sumBalance: number;
}

const accountKindOf = (side: string): string => (side === 'MAIN' ? 'MAIN' : vendorKind(side));

export function transferRequestHash(from: string, to: string, amountMinor: bigint): string {
  return createHash('sha256')
    .update(JSON.stringify(['TRANSFER', from, to, amountMinor.toString()]))
    .digest('hex');
}

/**
 * Moves money between MAIN and a vendor wallet, once per idempotency key: the same key
 * with the same request answers the stored result; with another request, 409.
 */
export async function transfer(
  db: Kysely<Database>,
  request: TransferRequest,
): Promise<TransferResult> {
  const { member, from, to, amountMinor, idempotencyKey, now } = request;
  const requestHash = transferRequestHash(from, to, amountMinor);
  return withTransactionRetry(
    db,
    async (trx) => {
      await openMainWallet(trx, member, now);
      const fromId = await ensureMemberAccount(trx, member, accountKindOf(from));
      const toId = await ensureMemberAccount(trx, member, accountKindOf(to));
      const locked = await lockAccounts(trx, [fromId, toId]);

      // Under the member's locks, so a concurrent duplicate waits and then sees this row.
      const previous = await storedResult<TransferResult>(
        trx,
        member.id,
        idempotencyKey,
        requestHash,
      );
      if (previous) return previous;

      const source = locked.get(fromId)!;
      const target = locked.get(toId)!;
      if (source.balanceMinor < amountMinor) throw insufficientFunds(source.balanceMinor);

      const transactionId = await postTransaction(trx, {
        brandId: member.brandId,
        memberId: member.id,
        kind: 'TRANSFER',
        idempotencyKey,
        requestHash,
        now,
        entries: [
          { accountId: fromId, amountMinor: -amountMinor },
          { accountId: toId, amountMinor },
        ],
      });
      const total = await trx
        .selectFrom('wallet_accounts')
        .select((eb) => eb.fn.sum<string>('balance_minor').as('total'))
        .where('member_id', '=', member.id)
        .executeTakeFirstOrThrow();
      const result: TransferResult = {
        transactionId,
        from,
        to,
        amount: minorToMajor(amountMinor),
        fromBalance: minorToMajor(source.balanceMinor - amountMinor),
        toBalance: minorToMajor(target.balanceMinor + amountMinor),
        sumBalance: minorToMajor(total.total ?? '0'),
      };
      await setTransactionResult(trx, transactionId, result);
      return result;
    },
    { retryOn: [UNIQUE_VIOLATION] },
  );
}

/**
 * The stored answer of a movement already booked under this member's idempotency key (read
 * under the caller's locks), or null; the same key for another request is a 409.
 */
export async function storedResult<Result>(
  trx: Kysely<Database>,
  memberId: string,
  idempotencyKey: string,
  requestHash: string,
): Promise<Result | null> {
  const previous = await trx
    .selectFrom('wallet_transactions')
    .select(['request_hash', 'result'])
    .where('member_id', '=', memberId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  if (!previous) return null;
  if (previous.request_hash !== requestHash) throw idempotencyConflict();
  return previous.result as Result;
}

export const idempotencyConflict = () =>
  new ApiError(
    409,
    'IDEMPOTENCY_CONFLICT',
    'This idempotency key was already used for a different request',
  );

export const singleWallet = () =>
  new ApiError(400, 'SINGLE_WALLET', 'This site uses a single wallet; transfers are not needed');

/**
 * Moves every vendor wallet back to MAIN in one transaction (nothing to do → no
 * transaction). Safe to repeat.
 */
export async function consolidateFunds(
  db: Kysely<Database>,
  member: LedgerMember,
  now: Date,
): Promise<{ sumBalance: number; wallets: WalletView[] }> {
  await withTransactionRetry(
    db,
    async (trx) => {
      const mainId = await openMainWallet(trx, member, now);
      const accounts = await trx
        .selectFrom('wallet_accounts')
        .select('id')
        .where('member_id', '=', member.id)
        .execute();
      const locked = await lockAccounts(
        trx,
        accounts.map((account) => account.id),
      );
      const vendors = [...locked.values()].filter(
        (account) => account.id !== mainId && account.balanceMinor > 0n,
      );
      if (vendors.length === 0) return;
      const totalMinor = vendors.reduce((sum, account) => sum + account.balanceMinor, 0n);
      await postTransaction(trx, {
        brandId: member.brandId,
        memberId: member.id,
        kind: 'TRANSFER',
        now,
        entries: [
          ...vendors.map((account) => ({
            accountId: account.id,
            amountMinor: -account.balanceMinor,
          })),
          { accountId: mainId, amountMinor: totalMinor },
        ],
      });
    },
    { retryOn: [UNIQUE_VIOLATION] },
  );
  return listWallets(db, member.id);
}
