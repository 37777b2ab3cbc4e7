import { defineCall, type VipLevels } from '@site/shared';

/** MCSFE_getVipLevels; with the token the API adds the member's own level and progress. */
const vipLevelsOf = (needsToken: boolean) =>
  defineCall<{ language: string }, VipLevels>({
    module: 'vip',
    method: 'GET',
    path: '/wps/relay/MCSFE_getVipLevels',
    needsToken,
  });
export const getVipLevels = vipLevelsOf(false);
export const getMemberVipLevels = vipLevelsOf(true);
