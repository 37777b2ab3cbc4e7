import type { OpsBannerOrderBody } from '@site/contracts';
import { defineCall } from '@site/shared';

/** POST /ops/banners/order: the group's showing and scheduled banners in their new order. */
export const orderBanners = defineCall<OpsBannerOrderBody, { ids: string[] }>({
  module: 'ops',
  method: 'POST',
  path: '/ops/banners/order',
  needsToken: true,
});
