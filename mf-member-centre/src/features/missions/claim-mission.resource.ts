import { defineCall, type ClaimMissionBody, type ClaimMissionResult } from '@site/shared';

/** Claims a complete mission of the period shown: paid once, as cash or a bonus. */
export const claimMission = defineCall<ClaimMissionBody, ClaimMissionResult>({
  module: 'member',
  method: 'POST',
  path: '/wps/member/missions/claim',
  needsToken: true,
});
