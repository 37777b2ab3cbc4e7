import { defineCall, type ConfirmLimitBody } from '@site/shared';

/** Confirms an increase or removal whose 24 hours are over. */
export const confirmLimit = defineCall<ConfirmLimitBody, unknown>({
  module: 'member',
  method: 'POST',
  path: '/wps/member/protection/limits/confirm',
  needsToken: true,
});
