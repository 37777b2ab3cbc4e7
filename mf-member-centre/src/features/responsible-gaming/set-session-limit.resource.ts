import { defineCall, type SetSessionLimitBody } from '@site/shared';

/** Sets how long a login may last: shorter at once, longer or none after 24 hours. */
export const setSessionLimit = defineCall<SetSessionLimitBody, unknown>({
  module: 'member',
  method: 'PUT',
  path: '/wps/member/protection/session-limit',
  needsToken: true,
});
