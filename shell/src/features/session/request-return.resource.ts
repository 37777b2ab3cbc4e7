import { defineCall, type Exclusion, type ReturnRequestBody } from '@site/shared';

/**
 * A member whose self-exclusion ended asks to return (issue 44): the account opens 24 hours
 * later. No session exists yet, so the login's username and password say who asks.
 */
export const requestReturn = defineCall<ReturnRequestBody, Exclusion>({
  module: 'login',
  method: 'POST',
  path: '/wps/member/protection/return',
  needsToken: false,
  encrypted: true,
});
