import { defineCall } from '@site/shared';

/** POST /ops/help/categories/:id/delete: an empty category, with the reason (audited). */
export const deleteHelpCategory = (id: string, reason: string) =>
  defineCall<{ reason: string }, { id: string }>({
    module: 'ops',
    method: 'POST',
    path: `/ops/help/categories/${encodeURIComponent(id)}/delete`,
    needsToken: true,
  })({ reason });
