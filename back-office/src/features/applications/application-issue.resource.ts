import type { OpsApplication } from '@site/contracts';
import { defineCall } from '@site/shared';

/** POST /ops/applications/:id/issue (finance): the reward offered to the member; without an amount, the promotion's own. */
export const issueApplication = (id: string, body: { reason?: string; amount?: number }) =>
  defineCall<{ reason?: string; amount?: number }, OpsApplication>({
    module: 'ops',
    method: 'POST',
    path: `/ops/applications/${encodeURIComponent(id)}/issue`,
    needsToken: true,
  })(body);
