import type { OpsLiveTableList, OpsTablesQuery } from '@site/contracts';
import { defineCall } from '@site/shared';

/** GET /ops/live/tables?brand=: the brand's live tables and cockfights (finance, admin). */
export const listLiveTables = defineCall<OpsTablesQuery, OpsLiveTableList>({
  module: 'ops',
  method: 'GET',
  path: '/ops/live/tables',
  needsToken: true,
});
