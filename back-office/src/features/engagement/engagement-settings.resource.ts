import type { EngagementSettings } from '@site/contracts';
import { defineCall } from '@site/shared';

/** GET /ops/brands/:code/engagement: missions, wheel, envelopes, raffles, rebate (admin). */
export const engagementSettings = (merchantCode: string) =>
  defineCall<void, EngagementSettings>({
    module: 'ops',
    method: 'GET',
    path: `/ops/brands/${encodeURIComponent(merchantCode)}/engagement`,
    needsToken: true,
  });
