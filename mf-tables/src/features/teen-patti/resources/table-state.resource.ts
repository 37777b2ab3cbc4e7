import { defineCall } from '@site/shared';
import type { TeenPattiTableState } from '@site/contracts';

/** One table as the member may see it: seats, the hand in play (or the last) and its seeds. */
export const getTeenPattiTable = (tableId: string) =>
  defineCall<void, TeenPattiTableState>({
    module: 'teenpatti',
    method: 'GET',
    path: `/teenpatti/tables/${encodeURIComponent(tableId)}`,
    needsToken: true,
  });
