import type { OpsWithdrawalOrder } from '@site/contracts';
import { defineCall } from '@site/shared';

/** POST /ops/withdrawals/:id/approve: a pending order waits to be paid. The API takes no reason. */
export const approveWithdrawal = (id: string) =>
  defineCall<void, OpsWithdrawalOrder>({
    module: 'ops',
    method: 'POST',
    path: `/ops/withdrawals/${encodeURIComponent(id)}/approve`,
    needsToken: true,
  })();
