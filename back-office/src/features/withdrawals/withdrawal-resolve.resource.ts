import type { OpsWithdrawalOrder } from '@site/contracts';
import { defineCall } from '@site/shared';
import type { ResolveBody } from './withdrawal-actions';

/**
 * POST /ops/withdrawals/:id/resolve: a "not received" order settled after looking into it,
 * received after all or partly received (its remainder then opens), with the reason.
 */
export const resolveWithdrawal = (id: string, body: ResolveBody) =>
  defineCall<ResolveBody, OpsWithdrawalOrder>({
    module: 'ops',
    method: 'POST',
    path: `/ops/withdrawals/${encodeURIComponent(id)}/resolve`,
    needsToken: true,
  })(body);
