import { defineCall } from '@site/shared';

/**
 * GET /ops/applications/:id/images/:imageId (the image's `path`): the bytes, fetched with the
 * operator's token and shown from a blob URL.
 */
export const fetchApplicationImage = (path: string, signal?: AbortSignal) =>
  defineCall<void, Blob>({ module: 'ops', method: 'GET', path, needsToken: true, download: true })(
    undefined,
    signal,
  );
