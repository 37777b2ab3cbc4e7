import type { OpsAnnouncement, OpsAnnouncementEditBody } from '@site/contracts';
import { defineCall } from '@site/shared';
import type { publishBodyOf } from './announcement-form';

/** POST /ops/announcements: publish (audited with the reason). */
export const publishAnnouncement = defineCall<
  ReturnType<typeof publishBodyOf>,
  { id: string; code: string }
>({ module: 'ops', method: 'POST', path: '/ops/announcements', needsToken: true });

/** PUT /ops/announcements/:id: its whole editable state and the reason. */
export const editAnnouncement = (id: string, body: OpsAnnouncementEditBody) =>
  defineCall<OpsAnnouncementEditBody, OpsAnnouncement>({
    module: 'ops',
    method: 'PUT',
    path: `/ops/announcements/${encodeURIComponent(id)}`,
    needsToken: true,
  })(body);
