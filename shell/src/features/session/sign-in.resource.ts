import { defineCall, type SmsSent, type TokenResult } from '@site/shared';

/** spec §4 free play: a new trial account (flag FREE_PLAY). */
export const startFreePlay = defineCall<void, TokenResult>({
  module: 'login',
  method: 'POST',
  path: '/wps/session/login/freeplay',
  needsToken: false,
});

/** SMS code for login and password recovery (registered numbers only). */
export const sendLoginSms = defineCall<{ mobileNum: string; countryDialingCode: string }, SmsSent>({
  module: 'login',
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  needsToken: false,
});
