import { defineCall } from '@site/shared';

/**
 * GET /ops/banners/art/:key.svg: a banner's generated picture. Every /ops route takes the
 * operator's token, so the page fetches its bytes and shows them from a blob URL.
 */
export const fetchBannerArt = (path: string, signal?: AbortSignal) =>
  defineCall<void, Blob>({
    module: 'ops',
    method: 'GET',
    path,
    needsToken: true,
    download: true,
  })(undefined, signal);
