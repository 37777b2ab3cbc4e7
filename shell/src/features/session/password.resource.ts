import { defineCall, type ChangePasswordInput, type TokenResult } from '@site/shared';

export const changePassword = defineCall<ChangePasswordInput, TokenResult>({
  module: 'login',
  method: 'POST',
  path: '/wps/member/password',
  needsToken: true,
  encrypted: true,
});

export const forgotPasswordByEmail = defineCall<
  { username: string; email: string },
  { sent: boolean }
>({
  module: 'login',
  method: 'POST',
  path: '/wps/member/password/email',
  needsToken: false,
});

/** The e-mailed reset link's page: token + new password → logged in. */
export const resetPasswordByToken = defineCall<
  { token: string; newPassword: string; confirmNewPassword: string },
  TokenResult
>({
  module: 'login',
  method: 'POST',
  path: '/wps/member/password/reset',
  needsToken: false,
  encrypted: true,
});

export const resetPasswordByPhone = defineCall<
  { newPassword: string; mobileNum: string; verificationCode: string },
  TokenResult
>({
  module: 'login',
  method: 'POST',
  path: '/wps/member/password/verification',
  needsToken: false,
  encrypted: true,
});
