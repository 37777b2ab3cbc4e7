import { defineCall } from '@site/shared';
import type { LiveTableState } from '@site/contracts';

export const tablePath = (tableCode: string) => `/live/tables/${encodeURIComponent(tableCode)}`;

/** A table's round now, its last results, every member's totals per spot and its roads. */
export const getTableState = (tableCode: string) =>
  defineCall<void, LiveTableState>({
    module: 'liveTables',
    method: 'GET',
    path: tablePath(tableCode),
    needsToken: false,
  });
