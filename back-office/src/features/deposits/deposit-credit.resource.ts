import type { OpsDepositOrder } from '@site/contracts';
import { defineCall } from '@site/shared';

/** POST /ops/deposits/:reference/credit: the amount to the member's balance, once. */
export const creditDeposit = (reference: string, reason: string) =>
  defineCall<{ reason?: string }, OpsDepositOrder>({
    module: 'ops',
    method: 'POST',
    path: `/ops/deposits/${encodeURIComponent(reference)}/credit`,
    needsToken: true,
  })(reason ? { reason } : {});
