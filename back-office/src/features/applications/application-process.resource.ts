import type { OpsApplication } from '@site/contracts';
import { defineCall } from '@site/shared';

/** POST /ops/applications/:id/process: taken up by support (applying to process), with an optional note for the audit trail. */
export const processApplication = (id: string, body: { reason?: string }) =>
  defineCall<{ reason?: string }, OpsApplication>({
    module: 'ops',
    method: 'POST',
    path: `/ops/applications/${encodeURIComponent(id)}/process`,
    needsToken: true,
  })(body);
