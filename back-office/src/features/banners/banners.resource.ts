import type { BannerGroup, OpsBannerPage } from '@site/contracts';
import { defineCall } from '@site/shared';

/** GET /ops/banners: a brand's banners of one route group, showing, scheduled, then ended. */
export const listBanners = defineCall<
  { brand: string; group: BannerGroup; pageNo: number; pageSize: number },
  OpsBannerPage
>({ module: 'ops', method: 'GET', path: '/ops/banners', needsToken: true });
