import type { OpsTeenPattiTable } from '@site/contracts';
import { defineCall } from '@site/shared';

/** POST /ops/teen-patti/tables/:id/pause or /resume, with the reason (admin, audited). */
export const pauseTeenPattiTable = (tableId: string, command: 'pause' | 'resume', reason: string) =>
  defineCall<{ reason: string }, OpsTeenPattiTable>({
    module: 'ops',
    method: 'POST',
    path: `/ops/teen-patti/tables/${encodeURIComponent(tableId)}/${command}`,
    needsToken: true,
  })({ reason });
