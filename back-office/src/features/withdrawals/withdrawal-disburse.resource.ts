import type { OpsWithdrawalOrder } from '@site/contracts';
import { defineCall } from '@site/shared';

/** POST /ops/withdrawals/:id/disburse: an approved order was paid, with the payment's reference. */
export const disburseWithdrawal = (id: string, reference: string) =>
  defineCall<{ reference: string }, OpsWithdrawalOrder>({
    module: 'ops',
    method: 'POST',
    path: `/ops/withdrawals/${encodeURIComponent(id)}/disburse`,
    needsToken: true,
  })({ reference });
