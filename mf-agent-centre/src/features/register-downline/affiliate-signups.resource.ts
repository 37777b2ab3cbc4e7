import { defineCall, type AffiliateSignupPage, type AffiliateSignupsQuery } from '@site/shared';

/** Members who registered with the agent's affiliate code, with their first deposit. */
export const getAffiliateSignups = defineCall<AffiliateSignupsQuery, AffiliateSignupPage>({
  module: 'agent',
  method: 'GET',
  path: '/wps/agent/signups',
  needsToken: true,
});
