import { defineCall, type MissionLeaderboard, type MissionLeaderboardQuery } from '@site/shared';

/** The brand's members by valid bet in the day or the week, and the member's rank (spec §7). */
export const getMissionLeaderboard = defineCall<MissionLeaderboardQuery, MissionLeaderboard>({
  module: 'member',
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionLeaderboard',
  needsToken: true,
});
