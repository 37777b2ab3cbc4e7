import { defineCall, type ReferralSummary } from '@site/shared';

/** The member's invitation code, link and QR code, the brand's rule and the counts (REFERRAL_PROMO). */
export const getReferralSummary = defineCall<void, ReferralSummary>({
  module: 'member',
  method: 'GET',
  path: '/wps/member/referral',
  needsToken: true,
});
