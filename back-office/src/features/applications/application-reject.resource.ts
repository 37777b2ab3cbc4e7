import type { OpsApplication } from '@site/contracts';
import { defineCall } from '@site/shared';

/** POST /ops/applications/:id/reject: refused, with the reason the member reads. */
export const rejectApplication = (id: string, body: { reason: string }) =>
  defineCall<{ reason: string }, OpsApplication>({
    module: 'ops',
    method: 'POST',
    path: `/ops/applications/${encodeURIComponent(id)}/reject`,
    needsToken: true,
  })(body);
