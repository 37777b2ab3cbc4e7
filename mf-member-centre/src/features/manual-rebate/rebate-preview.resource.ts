import { defineCall, type RebatePreview } from '@site/shared';

/** What a claim now would pay, per game category (only where MANUAL_REBATE is on). */
export const getRebatePreview = defineCall<void, RebatePreview>({
  module: 'member',
  method: 'GET',
  path: '/wps/member/rebate',
  needsToken: true,
});
