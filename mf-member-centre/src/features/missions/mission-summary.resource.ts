import { defineCall, type MissionSummary } from '@site/shared';

/** Today's and this week's missions with the member's progress (spec §7, token required). */
export const getMissionSummary = defineCall<void, MissionSummary>({
  module: 'member',
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionSummaryDetails',
  needsToken: true,
});
