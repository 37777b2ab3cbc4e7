import type { OpsWithdrawalOrder } from '@site/contracts';
import { defineCall } from '@site/shared';

type RemainderBody = { outcome: 'paid'; reference: string } | { outcome: 'closed'; reason: string };

/**
 * POST /ops/withdrawals/:id/remainder: a partly received order's open remainder, paid (with the
 * payment's reference) or closed (back to the member's balance; the member reads the reason).
 */
export const settleRemainder = (id: string, body: RemainderBody) =>
  defineCall<RemainderBody, OpsWithdrawalOrder>({
    module: 'ops',
    method: 'POST',
    path: `/ops/withdrawals/${encodeURIComponent(id)}/remainder`,
    needsToken: true,
  })(body);
