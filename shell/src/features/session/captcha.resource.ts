import { defineCall, type Captcha } from '@site/shared';

/** Whom a captcha is for: the account or mobile number a form is about to log in. */
export type CaptchaOwner = { username?: string; mobileNum?: string };

/**
 * A captcha for a login: naming the account (or mobile number) lets the API set the work its
 * recent failures call for; a captcha easier than that is refused.
 */
export const getCaptcha = defineCall<CaptchaOwner | void, Captcha>({
  module: 'login',
  method: 'GET',
  path: '/wps/captcha',
  needsToken: false,
});
