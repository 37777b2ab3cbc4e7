import { defineCall, type ChangePasswordInput, type TokenResult } from '@site/shared';

/** The shell's change-password call; it ends every session and answers with a new token. */
export const changePassword = defineCall<ChangePasswordInput, TokenResult>({
  module: 'login',
  method: 'POST',
  path: '/wps/member/password',
  needsToken: true,
  encrypted: true,
});
