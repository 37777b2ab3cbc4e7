import { defineCall } from '@site/shared';
import type { TeenPattiActBody, TeenPattiTableState } from '@site/contracts';

/** One action in the hand, keyed: the same key again changes nothing. */
export const actAtTable = (tableId: string) =>
  defineCall<TeenPattiActBody, TeenPattiTableState>({
    module: 'teenpatti',
    method: 'POST',
    path: `/teenpatti/tables/${encodeURIComponent(tableId)}/act`,
    needsToken: true,
  });
