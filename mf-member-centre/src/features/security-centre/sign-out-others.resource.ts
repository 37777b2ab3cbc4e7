import { defineCall } from '@site/shared';

export const signOutOtherSessions = defineCall<void, null>({
  module: 'member',
  method: 'DELETE',
  path: '/wps/member/devices/others',
  needsToken: true,
});
