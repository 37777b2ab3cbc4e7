import { defineCall } from '@site/shared';
import type { LivePlacement } from '@site/contracts';
import { tablePath } from './table-state.resource';

/** Takes a placement back while the round takes bets (its stake returns to the balance). */
export const undoPlacement = (tableCode: string, roundNo: number, clientKey: string) =>
  defineCall<void, LivePlacement>({
    module: 'liveTables',
    method: 'POST',
    path: `${tablePath(tableCode)}/rounds/${roundNo}/placements/${encodeURIComponent(clientKey)}/undo`,
    needsToken: true,
  })();
