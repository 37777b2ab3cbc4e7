import { defineCall, type PointConfig } from '@site/shared';

/** The member's point balance (spec §7 MCS2_getPointBalance): the page and every feature read it. */
export const getPointBalance = defineCall<void, { pointBalance: number }>({
  module: 'points',
  method: 'GET',
  path: '/wps/relay/MCS2_getPointBalance',
  needsToken: true,
});

/** The points ratio and earning rates (MCS2_getPointConfig). */
export const getPointConfig = defineCall<void, PointConfig>({
  module: 'points',
  method: 'GET',
  path: '/wps/relay/MCS2_getPointConfig',
  needsToken: true,
});
