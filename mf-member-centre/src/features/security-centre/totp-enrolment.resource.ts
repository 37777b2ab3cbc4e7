import { defineCall, type TotpEnrolment } from '@site/shared';

export const startTotpEnrolment = defineCall<void, TotpEnrolment>({
  module: 'member',
  method: 'POST',
  path: '/wps/member/totp',
  needsToken: true,
});
