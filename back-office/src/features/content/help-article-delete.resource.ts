import { defineCall } from '@site/shared';

/** POST /ops/help/articles/:id/delete: the article, with the reason (audited). */
export const deleteHelpArticle = (id: string, reason: string) =>
  defineCall<{ reason: string }, { id: string }>({
    module: 'ops',
    method: 'POST',
    path: `/ops/help/articles/${encodeURIComponent(id)}/delete`,
    needsToken: true,
  })({ reason });
