import type { OpsRedemption } from '@site/contracts';
import { defineCall } from '@site/shared';

/** POST /ops/points/redemptions/:id/approve: the reward was sent; the remark is the member's. */
export const approveRedemption = (id: string, remark: string) =>
  defineCall<{ remark?: string }, OpsRedemption>({
    module: 'ops',
    method: 'POST',
    path: `/ops/points/redemptions/${encodeURIComponent(id)}/approve`,
    needsToken: true,
  })(remark ? { remark } : {});
