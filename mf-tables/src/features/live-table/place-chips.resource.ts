import { defineCall } from '@site/shared';
import type { LivePlacement } from '@site/contracts';
import { tablePath } from './table-state.resource';

export interface PlaceChipsRequest extends Record<string, unknown> {
  roundNo: number;
  /** One key per placement as the player sent it: a retry never bets twice. */
  clientKey: string;
  chips: Array<{ spot: string; amount: number }>;
}

/** Puts chips on the round now (one spot once, at most 20 spots). */
export const placeChips = (tableCode: string, request: PlaceChipsRequest) =>
  defineCall<PlaceChipsRequest, LivePlacement>({
    module: 'liveTables',
    method: 'POST',
    path: `${tablePath(tableCode)}/placements`,
    needsToken: true,
  })(request);
