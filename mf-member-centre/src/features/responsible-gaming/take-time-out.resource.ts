import { defineCall, type TimeOutBody } from '@site/shared';

/** Starts a time-out, confirmed by the login password; every session of the account ends. */
export const takeTimeOut = defineCall<TimeOutBody, unknown>({
  module: 'member',
  method: 'POST',
  path: '/wps/member/protection/time-out',
  needsToken: true,
  encrypted: true,
});
