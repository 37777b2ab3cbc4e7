import { defineCall, type PointDetails } from '@site/shared';

/** Point details (spec §7 ODSFE2_MemTransDet): earned and spent, with what moved them. */
export const getPointDetails = defineCall<
  { pageNo: number; pageSize: number; direction?: 'earned' | 'spent' },
  PointDetails
>({
  module: 'points',
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemTransDet',
  needsToken: true,
});
