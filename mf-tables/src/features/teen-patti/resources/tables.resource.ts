import { defineCall } from '@site/shared';
import type { TeenPattiTableList } from '@site/contracts';

/** The brand's teen patti tables: seats taken, boot, stake cap, rake. */
export const getTeenPattiTables = defineCall<void, TeenPattiTableList>({
  module: 'teenpatti',
  method: 'GET',
  path: '/teenpatti/tables',
  needsToken: false,
});
