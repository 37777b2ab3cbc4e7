import type { OpsAnnouncement } from '@site/contracts';
import { defineCall } from '@site/shared';

/** POST /ops/announcements/:id/end: it ends now (audited with the reason). */
export const endAnnouncement = (id: string, reason: string) =>
  defineCall<{ reason: string }, OpsAnnouncement>({
    module: 'ops',
    method: 'POST',
    path: `/ops/announcements/${encodeURIComponent(id)}/end`,
    needsToken: true,
  })({ reason });
