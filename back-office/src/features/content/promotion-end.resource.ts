import type { OpsPromotion } from '@site/contracts';
import { defineCall } from '@site/shared';

/** POST /ops/promotions/:id/end: ends it now, with the reason (audited). */
export const endPromotion = (id: string, reason: string) =>
  defineCall<{ reason: string }, OpsPromotion>({
    module: 'ops',
    method: 'POST',
    path: `/ops/promotions/${encodeURIComponent(id)}/end`,
    needsToken: true,
  })({ reason });
