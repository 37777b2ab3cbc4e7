import type { OpsFeedback } from '@site/contracts';
import { defineCall } from '@site/shared';

/** POST /ops/feedback/:id/handle: handled once, with what was done (the audit trail's reason). */
export const handleFeedback = (id: string, note: string) =>
  defineCall<{ note: string }, OpsFeedback>({
    module: 'ops',
    method: 'POST',
    path: `/ops/feedback/${encodeURIComponent(id)}/handle`,
    needsToken: true,
  })({ note });
