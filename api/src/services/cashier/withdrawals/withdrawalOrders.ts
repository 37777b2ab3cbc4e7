import { randomInt } from 'node:crypto';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { WithdrawalOrdersTable } from '../../../db/withdrawalSchema.js';
import type { WithdrawalConfig } from '../../brands/brandConfig.js';
import { storeMemberImages, type UploadedImage } from '../../files/memberFiles.js';
import { verifyPaymentPassword } from '../../members/paymentPassword.js';
import {
  ensureHouseAccount,
  lockAccounts,
  openMainWallet,
  postTransaction,
  UNIQUE_VIOLATION,
  withTransactionRetry,
} from '../../wallet/ledger.js';
import { minorToMajor } from '../../wallet/money.js';
import { maskNumber, providerName, type Owner } from './payoutAccounts.js';
import { withdrawalBlockers } from './withdrawalBlockers.js';
import { withdrawalErrors } from './withdrawalErrors.js';

/**
 * The member's side of a withdrawal: the request, which holds the money at once (MAIN to the
 * brand's CASHIER, kind WITHDRAWAL, keyed by the order), the member's list, and the receipt
 * confirmation after disbursement. Nothing here moves money back: only the operator's
 * rejection does (withdrawalReview.ts), so a member cannot reverse a withdrawal.
 */
export type OrderRow = Selectable<WithdrawalOrdersTable> & {
  provider: string;
  account_number: string;
  holder_name: string;
};

export const orderColumns = [
  'o.id',
  'o.brand_id',
  'o.account_id',
  'o.order_no',
  'o.request_key',
  'o.payout_account_id',
  'o.amount_minor',
  'o.status',
  'o.received_minor',
  'o.remaining_minor',
  'o.proof_file_ids',
  'o.reject_reason',
  'o.reference',
  'o.confirmed_by',
  'o.hold_transaction_id',
  'o.refund_transaction_id',
  'o.created_at',
  'o.approved_at',
  'o.rejected_at',
  'o.disbursed_at',
  'o.auto_confirm_at',
  'o.confirmed_at',
  'o.updated_at',
  'o.remainder_state',
  'o.remainder_reference',
  'o.remainder_reason',
  'o.remainder_resolved_at',
  'o.remainder_refund_transaction_id',
  'p.provider',
  'p.account_number',
  'p.holder_name',
] as const;

export const ordersWithPayout = (db: Kysely<Database>) =>
  db
    .selectFrom('withdrawal_orders as o')
    .innerJoin('payout_accounts as p', 'p.id', 'o.payout_account_id')
    .select(orderColumns);

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const major = (minor: string | bigint | null) => (minor === null ? null : minorToMajor(minor));

export function orderView(row: OrderRow, config: WithdrawalConfig) {
  return {
    id: row.id,
    orderNo: row.order_no,
    amount: minorToMajor(row.amount_minor),
    status: row.status,
    payout: {
      provider: row.provider,
      providerName: providerName(config, row.provider),
      accountNumber: maskNumber(row.account_number),
      holderName: row.holder_name,
    },
    createdAt: row.created_at.toISOString(),
    approvedAt: iso(row.approved_at),
    rejectedAt: iso(row.rejected_at),
    disbursedAt: iso(row.disbursed_at),
    autoConfirmAt: iso(row.auto_confirm_at),
    confirmedAt: iso(row.confirmed_at),
    confirmedBy: row.confirmed_by,
    rejectReason: row.reject_reason,
    reference: row.reference,
    receivedAmount: major(row.received_minor),
    remainingAmount: major(row.remaining_minor),
    proofFileIds: row.proof_file_ids.map(String),
    remainder: row.remainder_state
      ? {
          state: row.remainder_state,
          reference: row.remainder_reference,
          reason: row.remainder_reason,
          resolvedAt: iso(row.remainder_resolved_at),
        }
      : null,
  };
}

/** The member's MAIN balance (vendor wallets are not withdrawable; recall them first). */
export async function withdrawableMinor(db: Kysely<Database>, accountId: string): Promise<bigint> {
  const main = await db
    .selectFrom('wallet_accounts')
    .select('balance_minor')
    .where('member_id', '=', accountId)
    .where('kind', '=', 'MAIN')
    .executeTakeFirst();
  if (main) return BigInt(main.balance_minor);
  // Not opened in the ledger yet: the legacy balance is what the first movement opens with.
  const legacy = await db
    .selectFrom('wallets')
    .select('balance_minor')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return BigInt(legacy?.balance_minor ?? 0);
}

const newOrderNo = (now: Date) =>
  `W${now.toISOString().slice(0, 10).replaceAll('-', '')}${String(randomInt(0, 1e9)).padStart(9, '0')}`;

export interface WithdrawalRequest {
  payoutAccountId: string;
  amountMinor: bigint;
  paymentPassword: string;
  requestKey: string;
}

export async function requestWithdrawal(
  db: Kysely<Database>,
  member: Owner,
  config: WithdrawalConfig,
  input: WithdrawalRequest,
  now: Date,
): Promise<OrderRow> {
  if (input.amountMinor < BigInt(config.minMinor))
    throw withdrawalErrors.amountBelowMin(config.minMinor);
  if (input.amountMinor > BigInt(config.maxMinor))
    throw withdrawalErrors.amountAboveMax(config.maxMinor);
  const payout = await db
    .selectFrom('payout_accounts')
    .select('id')
    .where('id', '=', input.payoutAccountId)
    .where('account_id', '=', member.accountId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!payout) throw withdrawalErrors.payoutAccountUnknown();
  // Outside the money transaction: a wrong guess counts even though the request fails.
  await verifyPaymentPassword(db, member.accountId, input.paymentPassword, now);

  const orderId = await withTransactionRetry(
    db,
    async (trx) => {
      const replay = await findByRequestKey(trx, member.accountId, input.requestKey);
      if (replay) return replay;
      const ledgerMember = { id: member.accountId, brandId: member.brandId, isTrial: false };
      const mainId = await openMainWallet(trx, ledgerMember, now);
      const cashierId = await ensureHouseAccount(trx, member.brandId, 'CASHIER');
      // The member's MAIN row lock orders this member's requests one after another, so the
      // balance, today's total and the turnover below are read with nothing in between.
      const locked = await lockAccounts(trx, [mainId, cashierId]);
      const again = await findByRequestKey(trx, member.accountId, input.requestKey);
      if (again) return again;
      const stillThere = await trx
        .selectFrom('payout_accounts')
        .select('id')
        .where('id', '=', input.payoutAccountId)
        .where('deleted_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      if (!stillThere) throw withdrawalErrors.payoutAccountUnknown();

      const standing = await withdrawalBlockers(trx, member, config, now);
      if (standing.turnover.remainingMinor > 0n)
        throw withdrawalErrors.turnover(standing.turnover.remainingMinor);
      if (standing.bonusRemainingMinor > 0n)
        throw withdrawalErrors.bonusTurnover(standing.bonusRemainingMinor);
      const dailyLeft = BigInt(config.dailyMaxMinor) - standing.today.usedMinor;
      if (standing.today.count >= config.dailyMaxCount || input.amountMinor > dailyLeft)
        throw withdrawalErrors.dailyLimit(
          standing.today.count >= config.dailyMaxCount ? 0n : dailyLeft,
        );
      const balance = locked.get(mainId)!.balanceMinor;
      if (input.amountMinor > balance) throw withdrawalErrors.insufficient(balance);

      const order = await trx
        .insertInto('withdrawal_orders')
        .values({
          brand_id: member.brandId,
          account_id: member.accountId,
          order_no: newOrderNo(now),
          request_key: input.requestKey,
          payout_account_id: input.payoutAccountId,
          amount_minor: input.amountMinor,
          status: 'pending',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const holdId = await postTransaction(trx, {
        brandId: member.brandId,
        memberId: member.accountId,
        kind: 'WITHDRAWAL',
        idempotencyKey: `withdrawal:${order.id}`,
        result: { orderId: order.id },
        now,
        entries: [
          { accountId: mainId, amountMinor: -input.amountMinor },
          { accountId: cashierId, amountMinor: input.amountMinor },
        ],
      });
      await trx
        .updateTable('withdrawal_orders')
        .set({ hold_transaction_id: holdId })
        .where('id', '=', order.id)
        .execute();
      return order.id;
    },
    // Two submits with one key: the loser of the insert retries and answers with the winner.
    { retryOn: [UNIQUE_VIOLATION] },
  );
  return (await memberOrder(db, member, orderId))!;
}

async function findByRequestKey(trx: Kysely<Database>, accountId: string, requestKey: string) {
  const row = await trx
    .selectFrom('withdrawal_orders')
    .select('id')
    .where('account_id', '=', accountId)
    .where('request_key', '=', requestKey)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function memberOrder(db: Kysely<Database>, member: Owner, orderId: string) {
  return (
    (await ordersWithPayout(db)
      .where('o.id', '=', orderId)
      .where('o.account_id', '=', member.accountId)
      .executeTakeFirst()) ?? null
  );
}

export async function listMemberOrders(
  db: Kysely<Database>,
  member: Owner,
  query: { status?: string; pageNo: number; pageSize: number },
) {
  let base = db.selectFrom('withdrawal_orders as o').where('o.account_id', '=', member.accountId);
  if (query.status) base = base.where('o.status', '=', query.status as OrderRow['status']);
  const { total } = await base
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('payout_accounts as p', 'p.id', 'o.payout_account_id')
    .select(orderColumns)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  return { rows, total: Number(total) };
}

export type ReceiptOutcome =
  | { outcome: 'received' }
  | {
      outcome: 'partly_received';
      receivedMinor: bigint | null;
      remainingMinor: bigint | null;
      images: readonly UploadedImage[];
    }
  | { outcome: 'not_received'; images: readonly UploadedImage[] };

/** Checks a partial receipt's two amounts against the order. */
export function partialAmounts(
  amountMinor: bigint,
  receivedMinor: bigint | null,
  remainingMinor: bigint | null,
) {
  if (receivedMinor === null || receivedMinor <= 0n || receivedMinor >= amountMinor)
    throw withdrawalErrors.partialAmounts();
  const remaining = amountMinor - receivedMinor;
  if (remainingMinor !== null && remainingMinor !== remaining)
    throw withdrawalErrors.partialAmounts();
  return { received: receivedMinor, remaining };
}

/**
 * The member's word on a disbursed order: received, partly received, or not received with
 * proof. Only while it is disbursed and its auto-confirmation time has not come.
 */
export async function confirmReceipt(
  db: Kysely<Database>,
  member: Owner,
  orderId: string,
  receipt: ReceiptOutcome,
  now: Date,
) {
  await db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('withdrawal_orders')
      .select(['status', 'amount_minor', 'auto_confirm_at'])
      .where('id', '=', orderId)
      .where('account_id', '=', member.accountId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw withdrawalErrors.orderUnknown();
    if (order.status !== 'disbursed') throw withdrawalErrors.state(order.status, 'confirmed');
    if (order.auto_confirm_at && order.auto_confirm_at <= now)
      throw withdrawalErrors.state('received', 'confirmed');
    const base = { status: receipt.outcome, updated_at: now } as const;
    if (receipt.outcome === 'received') {
      await update(trx, orderId, { ...base, confirmed_by: 'member', confirmed_at: now });
    } else if (receipt.outcome === 'partly_received') {
      const amounts = partialAmounts(
        BigInt(order.amount_minor),
        receipt.receivedMinor,
        receipt.remainingMinor,
      );
      // A partial receipt may carry the statement that shows it (spec §3), optionally.
      const files = await storeMemberImages(trx, member, 'withdrawal_proof', receipt.images, now);
      await update(trx, orderId, {
        ...base,
        confirmed_by: 'member',
        confirmed_at: now,
        received_minor: amounts.received,
        remaining_minor: amounts.remaining,
        proof_file_ids: files.map((file) => file.id),
      });
    } else {
      if (receipt.images.length === 0) throw withdrawalErrors.proofRequired();
      const files = await storeMemberImages(trx, member, 'withdrawal_proof', receipt.images, now);
      await update(trx, orderId, { ...base, proof_file_ids: files.map((file) => file.id) });
    }
  });
  return (await memberOrder(db, member, orderId))!;
}

/** One status change; the trigger of migration 0020 refuses it unless it is allowed. */
export async function update(
  trx: Kysely<Database>,
  orderId: string,
  values: Updateable<WithdrawalOrdersTable>,
): Promise<void> {
  await trx.updateTable('withdrawal_orders').set(values).where('id', '=', orderId).execute();
}
