import { defineCall } from '@site/shared';
import type { LiveRound } from '@site/contracts';
import { tablePath } from './table-state.resource';

/** One round of the table by its number, once its result (and seed) is out. */
export const getResultedRound = (tableCode: string, roundNo: number) =>
  defineCall<void, LiveRound>({
    module: 'liveTables',
    method: 'GET',
    path: `${tablePath(tableCode)}/rounds/${roundNo}`,
    needsToken: false,
  });
