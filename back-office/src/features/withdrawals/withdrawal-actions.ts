import type { OpsWithdrawalOrder } from '@site/contracts';
import { parseAmount } from '@site/shared/ui';

export type WithdrawalAction =
  'approve' | 'reject' | 'disburse' | 'resolve' | 'remainderPaid' | 'remainderClosed';

/**
 * What an operator may do to an order now (the API's withdrawalReview FROM): review a pending or
 * approved order, settle a "not received" after looking into it, and pay or close the open
 * remainder of a partly received one (a settled remainder has no next step).
 */
export function actionsFor(
  order: Pick<OpsWithdrawalOrder, 'status' | 'remainder'>,
): readonly WithdrawalAction[] {
  switch (order.status) {
    case 'pending':
      return ['approve', 'reject'];
    case 'approved':
      return ['disburse', 'reject'];
    case 'not_received':
      return ['resolve'];
    case 'partly_received':
      return order.remainder?.state === 'open' ? ['remainderPaid', 'remainderClosed'] : [];
    default:
      return [];
  }
}

export type ResolveOutcome = 'received' | 'partly_received';
export type ResolveBody = {
  outcome: ResolveOutcome;
  receivedAmount?: number;
  remainingAmount?: number;
  reason: string;
};

/**
 * The body of POST /ops/withdrawals/:id/resolve, or the `withdrawals.` key of why not: a partly
 * received order needs an amount received above 0 and below the order's (the API's
 * partialAmounts); the remaining amount is what is left, so the operator types one number.
 */
export function resolveBody(
  orderAmount: number,
  outcome: ResolveOutcome,
  receivedText: string,
  reason: string,
): { ok: true; body: ResolveBody } | { ok: false; error: 'receivedInvalid' } {
  if (outcome === 'received') return { ok: true, body: { outcome, reason } };
  const parsed = parseAmount(receivedText);
  if (parsed.kind !== 'ok' || parsed.value <= 0 || parsed.value >= orderAmount)
    return { ok: false, error: 'receivedInvalid' };
  // In cents, so 1000 - 333.33 never becomes 666.6699999.
  const remainingAmount = Math.round(orderAmount * 100 - parsed.value * 100) / 100;
  return {
    ok: true,
    body: { outcome, receivedAmount: parsed.value, remainingAmount, reason },
  };
}
