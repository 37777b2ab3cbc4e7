import type { OpsHtmlPreview, OpsHtmlPreviewBody } from '@site/contracts';
import { defineCall } from '@site/shared';

/** POST /ops/announcements/preview: the HTML through the sanitiser publishing uses. */
export const previewAnnouncementHtml = defineCall<OpsHtmlPreviewBody, OpsHtmlPreview>({
  module: 'ops',
  method: 'POST',
  path: '/ops/announcements/preview',
  needsToken: true,
});
