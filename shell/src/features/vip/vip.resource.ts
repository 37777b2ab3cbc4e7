import { defineCall } from '@site/shared';

export type VipLevel = {
  level: number;
  name: string;
  requiredDeposit: number;
  requiredValidBet: number;
  benefits: {
    birthdayBonus: number;
    upgradeBonus: number;
    weeklyRebatePercent: number;
    withdrawalLimitPerDay: number;
    dedicatedService: boolean;
  };
};

export type VipMember = {
  currentLevel: number;
  clubLabel: string;
  vipService: boolean;
  progress: {
    nextLevel: number | null;
    validBet: number;
    requiredValidBet: number | null;
    validBetPercent: number;
    deposit: number | null;
    requiredDeposit: number | null;
  };
};

/** MCSFE_getVipLevels; with the token the API adds the member's own level and progress. */
const vipLevelsOf = (needsToken: boolean) =>
  defineCall<{ language: string }, { levels: VipLevel[]; member: VipMember | null }>({
    module: 'vip',
    method: 'GET',
    path: '/wps/relay/MCSFE_getVipLevels',
    needsToken,
  });
export const getVipLevels = vipLevelsOf(false);
export const getMemberVipLevels = vipLevelsOf(true);
