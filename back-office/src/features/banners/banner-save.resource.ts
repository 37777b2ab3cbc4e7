import type { OpsBanner, OpsBannerCreateBody, OpsBannerEditBody } from '@site/contracts';
import { defineCall } from '@site/shared';

/** POST /ops/banners: a new banner at the end of its group (audited with the reason). */
export const createBanner = defineCall<OpsBannerCreateBody, OpsBanner>({
  module: 'ops',
  method: 'POST',
  path: '/ops/banners',
  needsToken: true,
});

/** PUT /ops/banners/:id: the banner's whole editable state and the reason. */
export const editBanner = (id: string, body: OpsBannerEditBody) =>
  defineCall<OpsBannerEditBody, OpsBanner>({
    module: 'ops',
    method: 'PUT',
    path: `/ops/banners/${encodeURIComponent(id)}`,
    needsToken: true,
  })(body);
