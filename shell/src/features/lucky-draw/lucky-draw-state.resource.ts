import { defineCall, type LuckyDrawState } from '@site/shared';

/** The member's wheel and envelope tickets (granted first for what they earned) and the rules. */
export const getLuckyDrawState = defineCall<void, LuckyDrawState>({
  module: 'member',
  method: 'GET',
  path: '/wps/member/lucky-draw',
  needsToken: true,
});
