import { callApi } from '@site/shared';

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
export function getVipLevels(input: { language: string }, member: boolean, signal?: AbortSignal) {
  return callApi<{ levels: VipLevel[]; member: VipMember | null }>(
    { module: 'vip', method: 'GET', path: '/wps/relay/MCSFE_getVipLevels', needsToken: member },
    input,
    signal,
  );
}
