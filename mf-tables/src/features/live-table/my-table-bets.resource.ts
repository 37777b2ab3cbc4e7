import { defineCall } from '@site/shared';
import type { LiveMyBets } from '@site/contracts';
import { tablePath } from './table-state.resource';

/** The member's placements on the table's round now and the last one. */
export const getMyTableBets = (tableCode: string) =>
  defineCall<void, LiveMyBets>({
    module: 'liveTables',
    method: 'GET',
    path: `${tablePath(tableCode)}/mine`,
    needsToken: true,
  });
