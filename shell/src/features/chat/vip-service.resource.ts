import { defineCall, type VipServiceLink } from '@site/shared';

/** spec §6, §9: the VIP desk's link for members of rank level 5 and above (token needed). */
export const getVipService = defineCall<void, VipServiceLink>({
  module: 'content',
  method: 'GET',
  path: '/wps/relay/MCSFE_getVipService',
  needsToken: true,
});
