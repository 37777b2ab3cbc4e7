import type { OpsLiveTable } from '@site/contracts';
import { defineCall } from '@site/shared';

/** POST /ops/live/tables/:id/pause or /resume, with the reason (admin, audited). */
export const pauseLiveTable = (tableId: string, command: 'pause' | 'resume', reason: string) =>
  defineCall<{ reason: string }, OpsLiveTable>({
    module: 'ops',
    method: 'POST',
    path: `/ops/live/tables/${encodeURIComponent(tableId)}/${command}`,
    needsToken: true,
  })({ reason });
