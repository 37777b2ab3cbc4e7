import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { WithdrawalStatus } from '../../../db/withdrawalSchema.js';
import type { WithdrawalConfig } from '../../brands/brandConfig.js';
import { sendMemberMessage } from '../../messages/memberMessages.js';
import { recordAudit } from '../../operators/audit.js';
import type { Operator } from '../../operators/operatorAccounts.js';
import {
  ensureHouseAccount,
  lockAccounts,
  openMainWallet,
  postTransaction,
  withTransactionRetry,
} from '../../wallet/ledger.js';
import { minorToMajor } from '../../wallet/money.js';
import { ordersWithPayout, partialAmounts, update, type OrderRow } from './withdrawalOrders.js';
import { withdrawalErrors } from './withdrawalErrors.js';

/**
 * The operator's side: list and show, approve, reject (the held money goes back once, as a
 * WITHDRAWAL_REFUND keyed by the order), disburse (nothing more moves: the money left the
 * member at the request), and settle a "not received" after looking into it. Each step locks
 * the order, checks its state, changes it, writes the member's message and the audit entry in
 * one transaction; the trigger of migration 0020 refuses any step out of turn as a last line.
 */
export interface OperatorActor {
  operator: Operator;
  ip: string;
}

export type ReviewAction =
  | { action: 'approve' }
  | { action: 'reject'; reason: string }
  | { action: 'disburse'; reference: string }
  | {
      action: 'resolve';
      outcome: 'received' | 'partly_received';
      receivedMinor: bigint | null;
      remainingMinor: bigint | null;
      reason: string;
    }
  | RemainderStep;

/**
 * The remainder of a partly received order (issue 40 item 11): paid (the operator sent it, with
 * the payment's reference; no money moves here, it left the member at the request), or closed
 * (it will not be paid out: the remaining amount goes back to the member's MAIN once, keyed by
 * the order, and the reason is shown to the member). The same resolution sent again answers
 * with the order as it is; a different one is refused.
 */
export type RemainderStep =
  | { action: 'remainder'; outcome: 'paid'; reference: string }
  | { action: 'remainder'; outcome: 'closed'; reason: string };

const FROM: Record<ReviewAction['action'], readonly WithdrawalStatus[]> = {
  approve: ['pending'],
  reject: ['pending', 'approved'],
  disburse: ['approved'],
  resolve: ['not_received'],
  remainder: ['partly_received'],
};
const PAST: Record<ReviewAction['action'], string> = {
  approve: 'approved',
  reject: 'rejected',
  disburse: 'disbursed',
  resolve: 'resolved',
  remainder: 'settled',
};

/** Orders of the brands the operator may act on (null: all brands). */
export function operatorOrders(db: Kysely<Database>, brandIds: readonly string[] | null) {
  let query = ordersWithPayout(db)
    .innerJoin('accounts as a', 'a.id', 'o.account_id')
    .innerJoin('brands as b', 'b.id', 'o.brand_id')
    .select(['a.username', 'b.merchant_code']);
  if (brandIds) query = query.where('o.brand_id', 'in', brandIds.length ? brandIds : ['0']);
  return query;
}

export async function orderEvents(db: Kysely<Database>, orderId: string) {
  const rows = await db
    .selectFrom('withdrawal_order_events')
    .select(['from_status', 'to_status', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    from: row.from_status,
    to: row.to_status,
    at: row.created_at.toISOString(),
  }));
}

/** The order's brand, read before a review so its configuration is at hand inside the transaction. */
export async function brandIdOfOrder(
  db: Kysely<Database>,
  orderId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('withdrawal_orders')
    .select('brand_id')
    .where('id', '=', orderId)
    .executeTakeFirst();
  return row?.brand_id ?? null;
}

export async function reviewWithdrawal(
  db: Kysely<Database>,
  actor: OperatorActor,
  orderId: string,
  step: ReviewAction,
  now: Date,
  brands: {
    /** Throws unless the operator may act on the brand. */
    assert(brandId: string): void;
    configOf(brandId: string): Promise<WithdrawalConfig>;
  },
): Promise<void> {
  await withTransactionRetry(db, async (trx) => {
    const before = await ordersWithPayout(trx)
      .where('o.id', '=', orderId)
      .forUpdate('o')
      .executeTakeFirst();
    if (!before) throw withdrawalErrors.orderUnknown();
    brands.assert(before.brand_id);
    if (!FROM[step.action].includes(before.status))
      throw withdrawalErrors.state(before.status, PAST[step.action]);
    if (step.action === 'remainder' && before.remainder_state !== 'open') {
      if (sameRemainder(before, step)) return;
      throw withdrawalErrors.state(`remainder ${before.remainder_state}`, PAST.remainder);
    }
    const amount = minorToMajor(before.amount_minor).toFixed(2);
    const message = { accountId: before.account_id, now };
    let reason: string | null = null;

    if (step.action === 'approve') {
      await update(trx, orderId, { status: 'approved', approved_at: now, updated_at: now });
      await sendMemberMessage(trx, {
        ...message,
        type: 'withdrawal_approved',
        title: 'Withdrawal approved',
        params: { amount, orderNo: before.order_no },
      });
    } else if (step.action === 'reject') {
      reason = step.reason;
      const refundId = await refund(trx, before, now);
      await update(trx, orderId, {
        status: 'rejected',
        rejected_at: now,
        reject_reason: step.reason,
        refund_transaction_id: refundId,
        updated_at: now,
      });
      await sendMemberMessage(trx, {
        ...message,
        type: 'withdrawal_rejected',
        title: 'Withdrawal rejected',
        params: { amount, orderNo: before.order_no, reason: step.reason },
      });
    } else if (step.action === 'disburse') {
      const config = await brands.configOf(before.brand_id);
      await update(trx, orderId, {
        status: 'disbursed',
        disbursed_at: now,
        reference: step.reference,
        auto_confirm_at: new Date(now.getTime() + config.autoConfirmMinutes * 60_000),
        updated_at: now,
      });
      await sendMemberMessage(trx, {
        ...message,
        type: 'withdrawal_disbursed',
        title: 'Withdrawal disbursed',
        params: { amount, orderNo: before.order_no, reference: step.reference },
      });
    } else if (step.action === 'remainder') {
      reason = step.outcome === 'closed' ? step.reason : null;
      const refundId =
        step.outcome === 'closed'
          ? await refund(trx, before, now, BigInt(before.remaining_minor!), 'remainder')
          : null;
      await update(trx, orderId, {
        remainder_state: step.outcome,
        remainder_reference: step.outcome === 'paid' ? step.reference : null,
        remainder_reason: reason,
        remainder_refund_transaction_id: refundId,
        remainder_resolved_at: now,
        updated_at: now,
      });
      // Sent once: settling the same way again returned above, before anything was written.
      const remaining = minorToMajor(before.remaining_minor!).toFixed(2);
      await sendMemberMessage(
        trx,
        step.outcome === 'paid'
          ? {
              ...message,
              type: 'withdrawal_remainder_paid',
              title: 'Withdrawal remainder paid out',
              params: { amount: remaining, orderNo: before.order_no, reference: step.reference },
            }
          : {
              ...message,
              type: 'withdrawal_remainder_closed',
              title: 'Withdrawal remainder returned',
              params: { amount: remaining, orderNo: before.order_no, reason: step.reason },
            },
      );
    } else {
      reason = step.reason;
      const amounts =
        step.outcome === 'partly_received'
          ? partialAmounts(BigInt(before.amount_minor), step.receivedMinor, step.remainingMinor)
          : null;
      await update(trx, orderId, {
        status: step.outcome,
        confirmed_by: 'operator',
        confirmed_at: now,
        received_minor: amounts?.received ?? null,
        remaining_minor: amounts?.remaining ?? null,
        updated_at: now,
      });
    }

    const after = await ordersWithPayout(trx).where('o.id', '=', orderId).executeTakeFirstOrThrow();
    await recordAudit(trx, {
      operator: actor.operator,
      ip: actor.ip,
      brandId: before.brand_id,
      action:
        step.action === 'remainder'
          ? `withdrawal.remainder_${step.outcome}`
          : `withdrawal.${step.action}`,
      targetType: 'withdrawal',
      targetId: orderId,
      before: auditView(before),
      after: auditView(after),
      reason,
      now,
    });
  });
}

const sameRemainder = (order: OrderRow, step: RemainderStep) =>
  order.remainder_state === step.outcome &&
  (step.outcome === 'paid'
    ? order.remainder_reference === step.reference
    : order.remainder_reason === step.reason);

/**
 * The held amount (or, for a closed remainder, the part never paid out) back to the member's
 * MAIN, once: the key is the order's.
 */
async function refund(
  trx: Kysely<Database>,
  order: OrderRow,
  now: Date,
  amount = BigInt(order.amount_minor),
  part: 'order' | 'remainder' = 'order',
): Promise<string> {
  const member = { id: order.account_id, brandId: order.brand_id, isTrial: false };
  const mainId = await openMainWallet(trx, member, now);
  const cashierId = await ensureHouseAccount(trx, order.brand_id, 'CASHIER');
  await lockAccounts(trx, [mainId, cashierId]);
  return postTransaction(trx, {
    brandId: order.brand_id,
    memberId: order.account_id,
    kind: 'WITHDRAWAL_REFUND',
    idempotencyKey:
      part === 'order'
        ? `withdrawal-refund:${order.id}`
        : `withdrawal-remainder-refund:${order.id}`,
    result: part === 'order' ? { orderId: order.id } : { orderId: order.id, part },
    now,
    entries: [
      { accountId: cashierId, amountMinor: -amount },
      { accountId: mainId, amountMinor: amount },
    ],
  });
}

const auditView = (row: OrderRow) => ({
  status: row.status,
  amountMinor: row.amount_minor,
  reference: row.reference,
  rejectReason: row.reject_reason,
  receivedMinor: row.received_minor,
  remainingMinor: row.remaining_minor,
  remainderState: row.remainder_state,
  remainderReference: row.remainder_reference,
  remainderReason: row.remainder_reason,
});
