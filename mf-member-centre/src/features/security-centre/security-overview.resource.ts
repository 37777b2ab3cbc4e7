import { defineCall, type SecurityOverview } from '@site/shared';

export const getSecurityOverview = defineCall<void, SecurityOverview>({
  module: 'member',
  method: 'GET',
  path: '/wps/member/security',
  needsToken: true,
});
