import type { OpsHelpCategory, OpsHelpCategoryCreate } from '@site/contracts';
import { defineCall } from '@site/shared';

/** POST /ops/help/categories: a new category at the end, with the reason (audited). */
export const createHelpCategory = defineCall<OpsHelpCategoryCreate, OpsHelpCategory>({
  module: 'ops',
  method: 'POST',
  path: '/ops/help/categories',
  needsToken: true,
});
