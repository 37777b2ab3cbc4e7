import {
  defineCall,
  type CodeSent,
  type LoginResult,
  type LoginVerifyBody,
  type LoginVerifyCodeBody,
} from '@site/shared';

/** spec §4: the extra verification of a login from a new address (no token before it). */
export const verifyLogin = defineCall<LoginVerifyBody, LoginResult>({
  module: 'login',
  method: 'POST',
  path: '/wps/session/login/verify',
  needsToken: false,
});

export const sendLoginVerifyCode = defineCall<LoginVerifyCodeBody, CodeSent>({
  module: 'login',
  method: 'POST',
  path: '/wps/session/login/verify/code',
  needsToken: false,
});
