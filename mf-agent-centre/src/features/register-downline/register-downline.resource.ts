import { defineCall, type RegisterDownlineBody, type RegisteredDownline } from '@site/shared';

/** A member or a sub-agent directly under the caller, with the brand's registration rules. */
export const registerDownline = defineCall<RegisterDownlineBody, RegisteredDownline>({
  module: 'agent',
  method: 'POST',
  path: '/wps/agent/team/register',
  needsToken: true,
});
