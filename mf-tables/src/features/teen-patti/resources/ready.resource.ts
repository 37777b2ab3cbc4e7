import { defineCall } from '@site/shared';
import type { TeenPattiReadyBody, TeenPattiTableState } from '@site/contracts';

/** Deals the member in to the next hands (each takes the boot from the wallet), or out of them. */
export const setReadyAtTable = (tableId: string) =>
  defineCall<TeenPattiReadyBody, TeenPattiTableState>({
    module: 'teenpatti',
    method: 'POST',
    path: `/teenpatti/tables/${encodeURIComponent(tableId)}/ready`,
    needsToken: true,
  });
