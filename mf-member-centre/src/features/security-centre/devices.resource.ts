import { defineCall, type MemberDevices } from '@site/shared';

export const getDevices = defineCall<void, MemberDevices>({
  module: 'member',
  method: 'GET',
  path: '/wps/member/devices',
  needsToken: true,
});
