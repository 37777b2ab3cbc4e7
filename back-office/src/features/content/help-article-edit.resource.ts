import type { OpsHelpArticle, OpsHelpArticleEdit } from '@site/contracts';
import { defineCall } from '@site/shared';

/** PATCH /ops/help/articles/:id: its texts, maybe another category (audited). */
export const editHelpArticle = (id: string, body: OpsHelpArticleEdit) =>
  defineCall<OpsHelpArticleEdit, OpsHelpArticle>({
    module: 'ops',
    method: 'PATCH',
    path: `/ops/help/articles/${encodeURIComponent(id)}`,
    needsToken: true,
  })(body);
