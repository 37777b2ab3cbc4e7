import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { TRIAL_ACCOUNT_TYPE } from '../members/accountRepository.js';
import type { LedgerKind } from '../../db/cashierSchema.js';
import { announceBooking } from './balanceCache.js';
import { assertLedgerMovement } from '../protection/protectionGuard.js';

export type { LedgerKind };

/**
 * Double-entry ledger primitives. Callers run inside `withTransactionRetry` and lock every
 * account they move money on with `lockAccounts` (one statement, ordered by id, so two
 * movements never wait on each other in opposite orders).
 */

/** SQLSTATEs worth retrying the whole transaction for: serialization failure, deadlock. */
export const RETRYABLE_SQLSTATES: readonly string[] = ['40001', '40P01'];
/** unique_violation: a concurrent insert of the same key won; a retry sees its row. */
export const UNIQUE_VIOLATION = '23505';

export function sqlState(error: unknown): string | null {
  if (error && typeof error === 'object' && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : null;
  }
  return null;
}

export interface RetryOptions {
  /** Total attempts (default 5). */
  attempts?: number;
  /** Extra SQLSTATEs to retry on (e.g. 23505 for idempotent inserts). */
  retryOn?: readonly string[];
}

/** Runs `fn` in a transaction, retrying on 40001/40P01 (and `retryOn`) with jittered backoff. */
export async function withTransactionRetry<T>(
  db: Kysely<Database>,
  fn: (trx: Kysely<Database>) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? 5;
  const codes = new Set([...RETRYABLE_SQLSTATES, ...(options.retryOn ?? [])]);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(fn);
    } catch (error) {
      const code = sqlState(error);
      if (!code || !codes.has(code) || attempt >= attempts) throw error;
      const delay = Math.floor(Math.random() * 10 * 2 ** attempt);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

export type HouseKind = 'HOUSE' | 'HOUSE_TRIAL';
/** Money entering or leaving the platform (deposits, withdrawals); real accounts only. */
export type BrandAccountKind = HouseKind | 'CASHIER';

export interface LedgerMember {
  id: string;
  brandId: string;
  /** Trial accounts (isAgent 4) play against HOUSE_TRIAL, never against real money. */
  isTrial: boolean;
}

export const houseKindOf = (member: Pick<LedgerMember, 'isTrial'>): HouseKind =>
  member.isTrial ? 'HOUSE_TRIAL' : 'HOUSE';

export const vendorKind = (vendorCode: string): string => `VENDOR:${vendorCode}`;

const PVP_POT_KIND_PREFIX = 'PVP_POT:';
type PvpPotKind = `${typeof PVP_POT_KIND_PREFIX}${string}`;
/** The pot of a table of members' games (teen patti): a brand account, real money only. */
export const pvpPotKind = (tableId: string): PvpPotKind => `${PVP_POT_KIND_PREFIX}${tableId}`;

/** The brand's house account of that kind (its CASHIER, a table's pot), created when missing. */
export async function ensureHouseAccount(
  trx: Kysely<Database>,
  brandId: string,
  kind: BrandAccountKind | PvpPotKind,
): Promise<string> {
  await trx
    .insertInto('wallet_accounts')
    .values({ brand_id: brandId, member_id: null, kind, balance_minor: 0n })
    .onConflict((oc) => oc.columns(['brand_id', 'kind']).where('member_id', 'is', null).doNothing())
    .execute();
  const row = await trx
    .selectFrom('wallet_accounts')
    .select('id')
    .where('brand_id', '=', brandId)
    .where('member_id', 'is', null)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A member's account of that kind (MAIN or VENDOR:x), created with 0 when missing. */
export async function ensureMemberAccount(
  trx: Kysely<Database>,
  member: LedgerMember,
  kind: string,
): Promise<string> {
  await trx
    .insertInto('wallet_accounts')
    .values({ brand_id: member.brandId, member_id: member.id, kind, balance_minor: 0n })
    .onConflict((oc) => oc.columns(['member_id', 'kind']).doNothing())
    .execute();
  const row = await trx
    .selectFrom('wallet_accounts')
    .select('id')
    .where('member_id', '=', member.id)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return row.id;
}

export const OPENING_BALANCE_KEY = 'opening-balance';

/**
 * The member's MAIN account. When it does not exist yet it is created and the legacy
 * `wallets.balance_minor` (the seeded / pre-ledger balance) is booked as an opening
 * ADJUSTMENT from the house, so the ledger keeps summing to zero. Idempotent.
 */
export async function openMainWallet(
  trx: Kysely<Database>,
  member: LedgerMember,
  now: Date,
): Promise<string> {
  const existing = await trx
    .selectFrom('wallet_accounts')
    .select('id')
    .where('member_id', '=', member.id)
    .where('kind', '=', 'MAIN')
    .executeTakeFirst();
  if (existing) return existing.id;

  const houseId = await ensureHouseAccount(trx, member.brandId, houseKindOf(member));
  const created = await trx
    .insertInto('wallet_accounts')
    .values({ brand_id: member.brandId, member_id: member.id, kind: 'MAIN', balance_minor: 0n })
    .onConflict((oc) => oc.columns(['member_id', 'kind']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!created) return ensureMemberAccount(trx, member, 'MAIN');

  const legacy = await trx
    .selectFrom('wallets')
    .select('balance_minor')
    .where('account_id', '=', member.id)
    .executeTakeFirst();
  const opening = BigInt(legacy?.balance_minor ?? 0);
  if (opening > 0n) {
    await postTransaction(trx, {
      brandId: member.brandId,
      memberId: member.id,
      kind: 'ADJUSTMENT',
      idempotencyKey: OPENING_BALANCE_KEY,
      now,
      entries: [
        { accountId: created.id, amountMinor: opening },
        { accountId: houseId, amountMinor: -opening },
      ],
    });
  }
  return created.id;
}

export interface LockedAccount {
  id: string;
  kind: string;
  memberId: string | null;
  balanceMinor: bigint;
}

/** `SELECT … FOR UPDATE` on the accounts, in id order (the stable lock order). */
export async function lockAccounts(
  trx: Kysely<Database>,
  accountIds: readonly string[],
): Promise<Map<string, LockedAccount>> {
  const ids = [...new Set(accountIds)];
  const rows = await trx
    .selectFrom('wallet_accounts')
    .select(['id', 'kind', 'member_id', 'balance_minor'])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  if (rows.length !== ids.length) throw new Error('Wallet account missing while locking');
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        kind: row.kind,
        memberId: row.member_id,
        balanceMinor: BigInt(row.balance_minor),
      },
    ]),
  );
}

export interface PostTransactionInput {
  brandId: string;
  memberId: string;
  kind: LedgerKind;
  idempotencyKey?: string | null;
  requestHash?: string | null;
  result?: unknown;
  now: Date;
  entries: ReadonlyArray<{ accountId: string; amountMinor: bigint }>;
  /**
   * UPLINE_TRANSFER and DOWNLINE_TRANSFER move money between two members: the member's direct
   * upline (or downline), a real account of the same brand, may hold the other side's MAIN.
   */
  counterpartyId?: string;
}

/**
 * The kinds that move money between a member and their direct upline or downline: a SALARY or
 * a DIVIDEND is paid by the upline to its downline agent (services/agent/salaryJobs.ts).
 */
const MEMBER_TO_MEMBER_KINDS: readonly LedgerKind[] = [
  'UPLINE_TRANSFER',
  'DOWNLINE_TRANSFER',
  'SALARY',
  'DIVIDEND',
];

/**
 * The counterparty of a member-to-member movement, checked against the tree itself: the
 * member's upline for UPLINE_TRANSFER, one of their downlines for DOWNLINE_TRANSFER, a real
 * account of the same brand. Null for every other kind.
 */
async function allowedCounterparty(
  trx: Kysely<Database>,
  input: PostTransactionInput,
): Promise<string | null> {
  if (input.counterpartyId === undefined) return null;
  if (!MEMBER_TO_MEMBER_KINDS.includes(input.kind))
    throw new Error(`A ${input.kind} movement has no counterparty member`);
  const [upper, lower] =
    input.kind === 'UPLINE_TRANSFER'
      ? [input.counterpartyId, input.memberId]
      : [input.memberId, input.counterpartyId];
  const linked = await trx
    .selectFrom('accounts as l')
    .innerJoin('accounts as u', 'u.id', 'l.upline_id')
    .select('l.id')
    .where('l.id', '=', lower)
    .where('u.id', '=', upper)
    .whereRef('u.brand_id', '=', 'l.brand_id')
    .where('u.is_agent', '<>', TRIAL_ACCOUNT_TYPE)
    .where('l.is_agent', '<>', TRIAL_ACCOUNT_TYPE)
    .executeTakeFirst();
  if (!linked) throw new Error("The counterparty is not the member's direct upline or downline");
  return input.counterpartyId;
}

/**
 * Trial credit never reaches real money (and the other way round): a transaction moves the
 * money of its one member, against that member's own house kind (HOUSE_TRIAL for a trial
 * account, HOUSE otherwise), or with the one counterparty `allowedCounterparty` vouched for.
 * No caller may book otherwise; this is the last line behind them.
 */
async function assertOneMembersMoney(
  trx: Kysely<Database>,
  memberId: string,
  entries: ReadonlyArray<{ accountId: string }>,
  counterpartyId: string | null,
): Promise<void> {
  const member = await trx
    .selectFrom('accounts')
    .select('is_agent')
    .where('id', '=', memberId)
    .executeTakeFirst();
  const accounts = await trx
    .selectFrom('wallet_accounts')
    .select(['member_id', 'kind'])
    .where(
      'id',
      'in',
      entries.map((entry) => entry.accountId),
    )
    .execute();
  if (!member) throw new Error('Ledger transaction without its member');
  const isTrial = member.is_agent === TRIAL_ACCOUNT_TYPE;
  const brandKinds: readonly string[] = isTrial ? ['HOUSE_TRIAL'] : ['HOUSE', 'CASHIER'];
  // A teen patti table's pot holds real members' stakes only (services/teen-patti).
  const isBrandAccountOfMember = (kind: string) =>
    brandKinds.includes(kind) || (!isTrial && kind.startsWith(PVP_POT_KIND_PREFIX));
  const foreign = accounts.filter((account) =>
    account.member_id === null
      ? !isBrandAccountOfMember(account.kind)
      : String(account.member_id) !== memberId &&
        !(String(account.member_id) === counterpartyId && account.kind === 'MAIN'),
  );
  if (foreign.length > 0)
    throw new Error('Ledger transaction mixes trial credit and real money, or two members');
}

/**
 * Books one transaction: its entries must sum to zero. The accounts must already be
 * locked by the caller (or be new in this transaction). Member balances are kept
 * non-negative by the caller's checks and, as a last line, by the table's CHECK.
 */
export async function postTransaction(
  trx: Kysely<Database>,
  input: PostTransactionInput,
): Promise<string> {
  const entries = input.entries.filter((entry) => entry.amountMinor !== 0n);
  const total = entries.reduce((sum, entry) => sum + entry.amountMinor, 0n);
  if (total !== 0n || entries.length < 2) throw new Error('Ledger entries must sum to zero');
  const counterpartyId = await allowedCounterparty(trx, input);
  await assertOneMembersMoney(trx, input.memberId, entries, counterpartyId);
  // Limits and exclusions, under the caller's lock of the member's MAIN (protectionGuard.ts).
  await assertLedgerMovement(trx, { ...input, entries });
  announceBooking(input.memberId);
  if (counterpartyId) announceBooking(counterpartyId);
  const { id } = await trx
    .insertInto('wallet_transactions')
    .values({
      brand_id: input.brandId,
      member_id: input.memberId,
      kind: input.kind,
      idempotency_key: input.idempotencyKey ?? null,
      request_hash: input.requestHash ?? null,
      status: 'COMMITTED',
      result: input.result === undefined ? null : JSON.stringify(input.result),
      created_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('ledger_entries')
    .values(
      entries.map((entry) => ({
        transaction_id: id,
        account_id: entry.accountId,
        amount_minor: entry.amountMinor,
        created_at: input.now,
      })),
    )
    .execute();
  for (const entry of entries) {
    await trx
      .updateTable('wallet_accounts')
      .set({
        balance_minor: sql<string>`balance_minor + ${entry.amountMinor.toString()}::bigint`,
        updated_at: input.now,
      })
      .where('id', '=', entry.accountId)
      .execute();
  }
  return id;
}

/** Stores the result of a transaction after the fact (its own id is part of it). */
export async function setTransactionResult(
  trx: Kysely<Database>,
  transactionId: string,
  result: unknown,
): Promise<void> {
  await trx
    .updateTable('wallet_transactions')
    .set({ result: JSON.stringify(result) })
    .where('id', '=', transactionId)
    .execute();
}

/**
 * A member's stake leaving the MAIN wallet for the house as one BET movement under its key (a
 * slip, a table placement). The caller holds both accounts' locks and checked the balance.
 */
export async function takeStake(
  trx: Kysely<Database>,
  stake: {
    member: LedgerMember;
    mainId: string;
    houseId: string;
    amountMinor: bigint;
    idempotencyKey: string;
    requestHash: string;
    now: Date;
  },
): Promise<void> {
  await postTransaction(trx, {
    brandId: stake.member.brandId,
    memberId: stake.member.id,
    kind: 'BET',
    idempotencyKey: stake.idempotencyKey,
    requestHash: stake.requestHash,
    now: stake.now,
    entries: [
      { accountId: stake.mainId, amountMinor: -stake.amountMinor },
      { accountId: stake.houseId, amountMinor: stake.amountMinor },
    ],
  });
}
