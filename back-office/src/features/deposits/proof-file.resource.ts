import { defineCall } from '@site/shared';

/**
 * GET /ops/files/:id: a member's uploaded image. It needs the bearer token, so the page fetches
 * its bytes and shows them from a blob URL instead of pointing an <img> at the API.
 */
export const fetchProofFile = (id: string, signal?: AbortSignal) =>
  defineCall<void, Blob>({
    module: 'ops',
    method: 'GET',
    path: `/ops/files/${encodeURIComponent(id)}`,
    needsToken: true,
    download: true,
  })(undefined, signal);
