import type { OpsDepositOrder } from '@site/contracts';
import { defineCall } from '@site/shared';

/** POST /ops/deposits/:reference/fail: ends a pending order with the reason the member reads. */
export const failDeposit = (reference: string, reason: string) =>
  defineCall<{ reason: string }, OpsDepositOrder>({
    module: 'ops',
    method: 'POST',
    path: `/ops/deposits/${encodeURIComponent(reference)}/fail`,
    needsToken: true,
  })({ reason });
