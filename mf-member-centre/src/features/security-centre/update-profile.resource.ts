import { defineCall, type SecurityOverview, type UpdateProfileBody } from '@site/shared';

export const updateProfile = defineCall<UpdateProfileBody, SecurityOverview>({
  module: 'member',
  method: 'PUT',
  path: '/wps/member/profile',
  needsToken: true,
});
