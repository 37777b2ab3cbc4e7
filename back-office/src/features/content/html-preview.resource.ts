import type { OpsSingleHtmlPreview } from '@site/contracts';
import { defineCall } from '@site/shared';

/**
 * POST /ops/promotions/preview or /ops/help/preview: the HTML exactly as the API's sanitiser
 * leaves it, which is what members get.
 */
export const previewHtml = (area: 'promotions' | 'help') =>
  defineCall<{ html: string }, OpsSingleHtmlPreview>({
    module: 'ops',
    method: 'POST',
    path: `/ops/${area}/preview`,
    needsToken: true,
  });
