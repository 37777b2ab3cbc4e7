import type { OpsBanner } from '@site/contracts';
import { defineCall } from '@site/shared';

/** POST /ops/banners/:id/end (kept, listed as ended) or /delete (gone; the audit keeps it). */
export const retireBanner = (id: string, how: 'end' | 'delete', reason: string) =>
  defineCall<{ reason: string }, OpsBanner | { id: string }>({
    module: 'ops',
    method: 'POST',
    path: `/ops/banners/${encodeURIComponent(id)}/${how}`,
    needsToken: true,
  })({ reason });
