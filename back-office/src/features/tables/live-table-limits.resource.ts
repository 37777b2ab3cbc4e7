import type { OpsLiveTable } from '@site/contracts';
import { defineCall } from '@site/shared';

type LimitsBody = {
  limits: Array<{ betType: string; min: number; max: number }>;
  reason: string;
};

/** PUT /ops/live/tables/:id/limits: the bet types' new limits from the next round (admin). */
export const changeLiveTableLimits = (tableId: string, body: LimitsBody) =>
  defineCall<LimitsBody, OpsLiveTable>({
    module: 'ops',
    method: 'PUT',
    path: `/ops/live/tables/${encodeURIComponent(tableId)}/limits`,
    needsToken: true,
  })(body);
