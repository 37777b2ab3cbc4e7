import type { OpsHelpArticleOrder } from '@site/contracts';
import { defineCall } from '@site/shared';

/** PUT /ops/help/categories/:id/order: the category's whole new article order (audited). */
export const orderHelpArticles = (categoryId: string, body: OpsHelpArticleOrder) =>
  defineCall<OpsHelpArticleOrder, { id: string }>({
    module: 'ops',
    method: 'PUT',
    path: `/ops/help/categories/${encodeURIComponent(categoryId)}/order`,
    needsToken: true,
  })(body);
