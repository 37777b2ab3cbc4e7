import { defineCall, type PointReward } from '@site/shared';

export const getPointBalance = defineCall<void, { pointBalance: number }>({
  module: 'points',
  method: 'GET',
  path: '/wps/relay/MCS2_getPointBalance',
  needsToken: true,
});

export const getPointRewards = defineCall<
  { pageNo: number; pageSize: number },
  { list: PointReward[]; totalPages: number }
>({
  module: 'points',
  method: 'GET',
  path: '/wps/relay/MCS2_getPointReward',
  needsToken: true,
});
