import { defineCall, type ReferralInviteePage, type ReferralInviteesQuery } from '@site/shared';

/** The member's invitees, newest first, paged (usernames masked by the API). */
export const getReferralInvitees = defineCall<ReferralInviteesQuery, ReferralInviteePage>({
  module: 'member',
  method: 'GET',
  path: '/wps/member/referral/invitees',
  needsToken: true,
});
