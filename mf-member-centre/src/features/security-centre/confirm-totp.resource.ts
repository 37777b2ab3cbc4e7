import { defineCall, type SecurityOverview, type TotpCodeBody } from '@site/shared';

export const confirmTotp = defineCall<TotpCodeBody, SecurityOverview>({
  module: 'member',
  method: 'POST',
  path: '/wps/member/totp/confirm',
  needsToken: true,
});
