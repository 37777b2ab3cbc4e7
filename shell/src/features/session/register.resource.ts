import {
  defineCall,
  type AffiliateInfo,
  type RegisterInput,
  type RegisterSettings,
  type SmsSent,
  type TokenResult,
} from '@site/shared';

export const getRegisterSettings = defineCall<void, RegisterSettings>({
  module: 'login',
  method: 'GET',
  path: '/wps/system/setting/register',
  needsToken: false,
});

export const registerByUsername = defineCall<RegisterInput, TokenResult>({
  module: 'login',
  method: 'PUT',
  path: '/wps/member/register',
  needsToken: false,
  encrypted: true,
});

export const registerByMobile = defineCall<RegisterInput, TokenResult>({
  module: 'login',
  method: 'PUT',
  path: '/wps/member/register/mobile',
  needsToken: false,
  encrypted: true,
});

export const sendRegisterSms = defineCall<
  { mobileNo: string; countryDialingCode: string },
  SmsSent
>({
  module: 'login',
  method: 'POST',
  path: '/wps/verification/sms/register',
  needsToken: false,
});

/** spec §4: an entered invitation code is checked before the registration. */
export const checkAffiliateCode = defineCall<{ code: string; domain: string }, AffiliateInfo>({
  module: 'login',
  method: 'GET',
  path: '/wps/agent/affiliate',
  needsToken: false,
});
