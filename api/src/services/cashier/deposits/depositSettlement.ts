import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { errors } from '../../../errors.js';
import { sendMemberMessage } from '../../messages/memberMessages.js';
import { TRIAL_ACCOUNT_TYPE } from '../../members/accountRepository.js';
import {
  ensureHouseAccount,
  lockAccounts,
  openMainWallet,
  postTransaction,
  withTransactionRetry,
} from '../../wallet/ledger.js';
import { minorToMajor } from '../../wallet/money.js';
import { depositErrors } from './depositErrors.js';
import type { DepositOrderRow } from './depositOrders.js';
import { syncVipLevel } from '../../content/vipService.js';

export type DepositOutcome = 'credited' | 'failed';

export interface SettleInput {
  reference: string;
  outcome: DepositOutcome;
  reason?: string | null;
  /** Who may settle: an operator's brands (null: all), or the one brand a callback came for. */
  brandIds: readonly string[] | null;
  /** A callback settles only the orders of its own provider. */
  provider?: string;
  /** A provider's callback states the amount it received; it must be the order's. */
  amountMinor?: bigint;
  providerReference?: string;
  now: Date;
  /** Runs in the same transaction after the change (the operator's audit row). */
  record?: (
    trx: Kysely<Database>,
    before: DepositOrderRow,
    after: DepositOrderRow,
  ) => Promise<void>;
}

export interface Settled {
  order: DepositOrderRow;
  /** false: the order already had this outcome (a retried callback or a second click). */
  changed: boolean;
}

/**
 * Credits or fails a pending order, once. The order row is locked first, so a credit and a
 * fail of one order run one after the other and the second sees the first's outcome; the
 * ledger movement (DEPOSIT, CASHIER -> member MAIN) is keyed `deposit:<id>`, and the table's
 * trigger refuses any change to a settled order, so money moves at most once whatever the
 * retries. Asking again for the outcome an order already has answers it unchanged.
 */
export async function settleDeposit(db: Kysely<Database>, input: SettleInput): Promise<Settled> {
  return withTransactionRetry(db, async (trx) => {
    const order = await trx
      .selectFrom('deposit_orders')
      .selectAll()
      .where('reference', '=', input.reference)
      .forUpdate()
      .executeTakeFirst();
    if (
      !order ||
      (input.brandIds && !input.brandIds.includes(order.brand_id)) ||
      (input.provider !== undefined && order.provider !== input.provider)
    )
      throw errors.notFound('Deposit');
    if (input.amountMinor !== undefined && BigInt(order.amount_minor) !== input.amountMinor)
      throw depositErrors.amountMismatch();
    if (order.state === input.outcome) return { order, changed: false };
    if (order.state !== 'pending') throw depositErrors.notPending(order.state);

    const transactionId =
      input.outcome === 'credited' ? await creditMember(trx, order, input.now) : null;
    const settled = await trx
      .updateTable('deposit_orders')
      .set({
        state: input.outcome,
        settled_at: input.now,
        transaction_id: transactionId,
        fail_reason: input.outcome === 'failed' ? (input.reason ?? null) : null,
        provider_reference: input.providerReference ?? order.provider_reference,
      })
      .where('id', '=', order.id)
      .where('state', '=', 'pending')
      .returningAll()
      .executeTakeFirstOrThrow();
    const amount = minorToMajor(order.amount_minor).toFixed(2);
    await sendMemberMessage(trx, {
      accountId: order.account_id,
      type: input.outcome === 'credited' ? 'deposit_credited' : 'deposit_failed',
      title: input.outcome === 'credited' ? 'Deposit credited' : 'Deposit failed',
      params: {
        reference: order.reference,
        amount,
        reason: input.outcome === 'failed' ? (input.reason ?? null) : null,
      },
      now: input.now,
    });
    // A credited deposit may raise the member's VIP level (its reward offered with it).
    if (input.outcome === 'credited') await syncVipLevel(trx, { id: order.account_id }, input.now);
    await input.record?.(trx, order, settled);
    return { order: settled, changed: true };
  });
}

async function creditMember(
  trx: Kysely<Database>,
  order: DepositOrderRow,
  now: Date,
): Promise<string> {
  const account = await trx
    .selectFrom('accounts')
    .select('is_agent')
    .where('id', '=', order.account_id)
    .executeTakeFirstOrThrow();
  // Orders are refused to trial accounts at creation; this keeps play money out if one slips by.
  if (account.is_agent === TRIAL_ACCOUNT_TYPE) throw errors.notRealAccount();
  const member = { id: order.account_id, brandId: order.brand_id, isTrial: false };
  const mainId = await openMainWallet(trx, member, now);
  const cashierId = await ensureHouseAccount(trx, order.brand_id, 'CASHIER');
  await lockAccounts(trx, [mainId, cashierId]);
  const amount = BigInt(order.amount_minor);
  return postTransaction(trx, {
    brandId: order.brand_id,
    memberId: order.account_id,
    kind: 'DEPOSIT',
    idempotencyKey: `deposit:${order.id}`,
    result: { reference: order.reference },
    now,
    entries: [
      { accountId: mainId, amountMinor: amount },
      { accountId: cashierId, amountMinor: -amount },
    ],
  });
}

/**
 * The expiry job: pending orders past their time become expired. Each order is its own
 * conditional update (`where state = 'pending'`), so two runs at once, or a run after a
 * crash, expire each order once and never touch one that was credited meanwhile.
 */
export async function expireDueDeposits(
  db: Kysely<Database>,
  now: Date,
  limit = 500,
): Promise<number> {
  const due = await db
    .selectFrom('deposit_orders')
    .select('id')
    .where('state', '=', 'pending')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  let expired = 0;
  for (const { id } of due) {
    const result = await db
      .updateTable('deposit_orders')
      .set({ state: 'expired', settled_at: now })
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .where('expires_at', '<=', now)
      .executeTakeFirst();
    expired += Number(result.numUpdatedRows);
  }
  return expired;
}
