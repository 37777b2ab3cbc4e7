import type { OpsPromotion } from '@site/contracts';
import { defineCall } from '@site/shared';

/** PATCH /ops/promotions/:id: the changed fields and the reason (audited). */
export const editPromotion = (id: string, changes: Record<string, unknown>, reason: string) =>
  defineCall<Record<string, unknown>, OpsPromotion>({
    module: 'ops',
    method: 'PATCH',
    path: `/ops/promotions/${encodeURIComponent(id)}`,
    needsToken: true,
  })({ ...changes, reason });
