import { defineCall, type Captcha } from '@site/shared';

export const getCaptcha = defineCall<void, Captcha>({
  module: 'login',
  method: 'GET',
  path: '/wps/captcha',
  needsToken: false,
});
