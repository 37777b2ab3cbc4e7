import { defineCall, type WheelSpinResult } from '@site/shared';

/** Spends one wheel ticket: the server draws the segment and records it before it answers. */
export const spinWheel = defineCall<void, WheelSpinResult>({
  module: 'member',
  method: 'POST',
  path: '/wps/member/lucky-draw/spin',
  needsToken: true,
});
