import type { OpsHelpArticle, OpsHelpArticleCreate } from '@site/contracts';
import { defineCall } from '@site/shared';

/** POST /ops/help/articles: a new article at the end of its category (audited). */
export const createHelpArticle = defineCall<OpsHelpArticleCreate, OpsHelpArticle>({
  module: 'ops',
  method: 'POST',
  path: '/ops/help/articles',
  needsToken: true,
});
