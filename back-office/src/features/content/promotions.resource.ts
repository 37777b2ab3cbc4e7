import type { OpsPromotionPage, PromotionState } from '@site/contracts';
import { defineCall } from '@site/shared';

export type PromotionListQuery = {
  brand: string;
  state?: PromotionState;
  pageNo: number;
  pageSize: number;
};

/** GET /ops/promotions: the brand's promotions (one state or all), newest start first. */
export const listPromotions = defineCall<PromotionListQuery, OpsPromotionPage>({
  module: 'ops',
  method: 'GET',
  path: '/ops/promotions',
  needsToken: true,
});
