import type { ContentState, OpsAnnouncementPage } from '@site/contracts';
import { defineCall } from '@site/shared';

/** GET /ops/announcements: a brand's announcements, newest start first, one state or all. */
export const listAnnouncements = defineCall<
  { brand: string; state?: ContentState; pageNo: number; pageSize: number },
  OpsAnnouncementPage
>({ module: 'ops', method: 'GET', path: '/ops/announcements', needsToken: true });
