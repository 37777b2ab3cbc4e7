import { defineCall, type ReferralLink } from '@site/shared';

/** The caller's invitation code, its registration link on the brand's site and its QR code. */
export const getReferralLink = defineCall<void, ReferralLink>({
  module: 'agent',
  method: 'GET',
  path: '/wps/agent/referral',
  needsToken: true,
});
