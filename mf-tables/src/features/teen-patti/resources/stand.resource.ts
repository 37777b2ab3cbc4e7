import { defineCall } from '@site/shared';
import type { TeenPattiTableState } from '@site/contracts';

/** Leaves the seat (refused while the member still plays a hand). */
export const standFromTable = (tableId: string) =>
  defineCall<void, TeenPattiTableState>({
    module: 'teenpatti',
    method: 'POST',
    path: `/teenpatti/tables/${encodeURIComponent(tableId)}/stand`,
    needsToken: true,
  });
