import type { OpsWithdrawalOrder } from '@site/contracts';
import { defineCall } from '@site/shared';

/** POST /ops/withdrawals/:id/reject: the held amount back to the member, with the reason. */
export const rejectWithdrawal = (id: string, reason: string) =>
  defineCall<{ reason: string }, OpsWithdrawalOrder>({
    module: 'ops',
    method: 'POST',
    path: `/ops/withdrawals/${encodeURIComponent(id)}/reject`,
    needsToken: true,
  })({ reason });
