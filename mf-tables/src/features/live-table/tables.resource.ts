import { defineCall } from '@site/shared';
import type { LiveTableList } from '@site/contracts';

/**
 * The brand's live tables and cockfights, each with its round now and its last results (read
 * while the list's push is down).
 */
export const getTables = defineCall<void, LiveTableList>({
  module: 'liveTables',
  method: 'GET',
  path: '/live/tables',
  needsToken: false,
});
