import { defineCall, type WheelSpinList } from '@site/shared';

/** The member's last spins, newest first: a reload shows the last result again. */
export const getWheelSpins = defineCall<void, WheelSpinList>({
  module: 'member',
  method: 'GET',
  path: '/wps/member/lucky-draw/spins',
  needsToken: true,
});
