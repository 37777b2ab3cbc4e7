import type { OpsRedemption } from '@site/contracts';
import { defineCall } from '@site/shared';

/**
 * POST /ops/points/redemptions/:id/reject: the points and the stock go back once, and the
 * member gets a message with the remark.
 */
export const rejectRedemption = (id: string, remark: string) =>
  defineCall<{ remark: string }, OpsRedemption>({
    module: 'ops',
    method: 'POST',
    path: `/ops/points/redemptions/${encodeURIComponent(id)}/reject`,
    needsToken: true,
  })({ remark });
