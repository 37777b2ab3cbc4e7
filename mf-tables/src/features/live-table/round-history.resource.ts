import { defineCall } from '@site/shared';
import type { LiveRoundHistory } from '@site/contracts';
import { tablePath } from './table-state.resource';

/** The table's rounds with a result (seeds revealed), newest first, a page before a round. */
export const getRoundHistory = (tableCode: string) =>
  defineCall<{ limit: number; beforeRoundNo?: number }, LiveRoundHistory>({
    module: 'liveTables',
    method: 'GET',
    path: `${tablePath(tableCode)}/rounds`,
    needsToken: false,
  });
