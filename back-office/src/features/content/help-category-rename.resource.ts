import type { OpsHelpCategoryRename } from '@site/contracts';
import { defineCall } from '@site/shared';

/** PATCH /ops/help/categories/:id: its Bengali and English names, with the reason (audited). */
export const renameHelpCategory = (id: string, body: OpsHelpCategoryRename) =>
  defineCall<OpsHelpCategoryRename, { id: string }>({
    module: 'ops',
    method: 'PATCH',
    path: `/ops/help/categories/${encodeURIComponent(id)}`,
    needsToken: true,
  })(body);
