import type { OpsPromotion } from '@site/contracts';
import { defineCall } from '@site/shared';

/** POST /ops/promotions: a new promotion and the reason (audited). */
export const createPromotion = defineCall<Record<string, unknown>, OpsPromotion>({
  module: 'ops',
  method: 'POST',
  path: '/ops/promotions',
  needsToken: true,
});
