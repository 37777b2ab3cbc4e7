import {
  defineCall,
  type PointReward,
  type RedeemPointBody,
  type RedeemPointResult,
  type RewardCategory,
} from '@site/shared';

type GoodsQuery = { pageNo: number; pageSize: number; category?: RewardCategory };
type GoodsPage = { list: PointReward[]; total: number; totalPages: number };

/** The goods as a member sees them (spec §7 MCS2_getPointReward, token needed). */
export const getMemberGoods = defineCall<GoodsQuery, GoodsPage>({
  module: 'points',
  method: 'GET',
  path: '/wps/relay/MCS2_getPointReward',
  needsToken: true,
  // A rejected redemption gives its points back: the point balance shown here follows.
  followsOrders: true,
});

/** The same goods for visitors, who may look before they log in. */
export const getPublicGoods = defineCall<GoodsQuery, GoodsPage>({
  module: 'points',
  method: 'GET',
  path: '/wps/pointMall/goods',
  needsToken: false,
});

export const redeemReward = defineCall<RedeemPointBody, RedeemPointResult>({
  module: 'points',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  needsToken: true,
});
