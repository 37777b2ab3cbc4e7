import { defineCall } from '@site/shared';
import type { TeenPattiSitBody, TeenPattiTableState } from '@site/contracts';

/** Takes a seat (or the first free one); no money moves until a hand is dealt. */
export const sitAtTable = (tableId: string) =>
  defineCall<TeenPattiSitBody, TeenPattiTableState>({
    module: 'teenpatti',
    method: 'POST',
    path: `/teenpatti/tables/${encodeURIComponent(tableId)}/sit`,
    needsToken: true,
  });
