import type { OperatorTotpEnrolment } from '@site/contracts';
import { defineCall } from '@site/shared';

/** POST /ops/me/totp: a new, unconfirmed authenticator secret for the signed-in operator. */
export const startTotpEnrolment = defineCall<void, OperatorTotpEnrolment>({
  module: 'ops',
  method: 'POST',
  path: '/ops/me/totp',
  needsToken: true,
});
