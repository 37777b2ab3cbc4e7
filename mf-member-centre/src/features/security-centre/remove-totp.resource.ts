import { defineCall, type SecurityOverview, type TotpCodeBody } from '@site/shared';

export const removeTotp = defineCall<TotpCodeBody, SecurityOverview>({
  module: 'member',
  method: 'POST',
  path: '/wps/member/totp/remove',
  needsToken: true,
});
