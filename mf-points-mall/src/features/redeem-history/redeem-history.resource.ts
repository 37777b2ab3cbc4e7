import { defineCall, type RedeemList, type RedemptionStatus } from '@site/shared';

/** The member's redeem history (spec §7 MCS2_getRedeemPointList), paged and filtered. */
export const getRedeemHistory = defineCall<
  { pageNo: number; pageSize: number; status?: RedemptionStatus },
  RedeemList
>({
  module: 'points',
  method: 'GET',
  path: '/wps/relay/MCS2_getRedeemPointList',
  needsToken: true,
  followsOrders: true,
});
