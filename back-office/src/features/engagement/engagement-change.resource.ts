import { defineCall } from '@site/shared';
import type { EngagementPatch } from './engagement-patch';

/** PATCH /ops/brands/:code/settings: the change and its reason (audited, live at the next load). */
export const changeEngagement = (merchantCode: string, patch: EngagementPatch, reason: string) =>
  defineCall<{ patch: EngagementPatch; reason: string }, unknown>({
    module: 'ops',
    method: 'PATCH',
    path: `/ops/brands/${encodeURIComponent(merchantCode)}/settings`,
    needsToken: true,
  })({ patch, reason });
