import type { OpsTablesQuery, OpsTeenPattiTableList } from '@site/contracts';
import { defineCall } from '@site/shared';

/** GET /ops/teen-patti/tables?brand=: the brand's teen patti tables (finance, admin). */
export const listTeenPattiTables = defineCall<OpsTablesQuery, OpsTeenPattiTableList>({
  module: 'ops',
  method: 'GET',
  path: '/ops/teen-patti/tables',
  needsToken: true,
});
