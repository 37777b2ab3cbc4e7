import Type, { type Static } from 'typebox';
import { OpenObject } from './common.js';

/**
 * GET /wps/captcha: the login (or registration) it is for. Named, the account's recent failed
 * logins raise the captcha's cost too, so a login of that account accepts it; without, only the
 * address's failures count.
 */
export const CaptchaQuery = Type.Object(
  {
    username: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    mobileNum: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  },
  { additionalProperties: false },
);
export type CaptchaQuery = Static<typeof CaptchaQuery>;

/**
 * GET /wps/captcha: an ALTCHA v2 proof-of-work challenge (`parameters` only); `cost` grows with
 * the recent failures (each unit one more iterated hash per counter tried). `provider` is
 * 'altcha' for the local proof of work; a brand may use a hosted provider instead.
 */
export const Captcha = Type.Object({
  captchaId: Type.String(),
  provider: Type.Optional(Type.String()),
  challenge: OpenObject({
    parameters: OpenObject({
      algorithm: Type.String(),
      nonce: Type.String(),
      salt: Type.String(),
      cost: Type.Number(),
      keyLength: Type.Number(),
      keyPrefix: Type.String(),
      expiresAt: Type.Optional(Type.Number()),
    }),
  }),
});
export type Captcha = Static<typeof Captcha>;
export type CaptchaChallenge = Captcha['challenge'];

const captchaFields = {
  captcha: Type.Optional(Type.String({ maxLength: 16 })),
  captchaId: Type.Optional(Type.String({ maxLength: 64 })),
};

/**
 * POST /wps/session/login (encrypted): by username and password, or (`type: 'sms'`) by mobile
 * number and SMS code.
 */
export const LoginBody = Type.Object(
  {
    type: Type.Union([Type.Literal('username'), Type.Literal('sms')]),
    username: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' })),
    password: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
    // sms: mobileNum (or username) and verificationCode (or password).
    mobileNum: Type.Optional(Type.String({ maxLength: 32 })),
    verificationCode: Type.Optional(Type.String({ maxLength: 255 })),
    countryDialingCode: Type.Optional(Type.String({ maxLength: 8 })),
    ...captchaFields,
  },
  {
    allOf: [
      {
        if: { properties: { type: { const: 'username' } } },
        then: { required: ['username', 'password'] },
      },
    ],
  },
);
/** What the site sends: the username form, or the SMS form. */
export type LoginInput =
  | ({ type: 'username'; username: string; password: string } & CaptchaInput)
  | ({
      type: 'sms';
      mobileNum: string;
      verificationCode: string;
      countryDialingCode?: string;
    } & CaptchaInput);
type CaptchaInput = Pick<Static<typeof LoginBody>, 'captcha' | 'captchaId'>;

export const LoginResult = Type.Object({
  token: Type.String(),
  firstTimeLogin: Type.Boolean(),
  passwordExpired: Type.Boolean(),
  /** The password was set to the forced-change value '123456'. */
  mustChangePassword: Type.Boolean(),
});
export type LoginResult = Static<typeof LoginResult>;

/** Free play, registration and password resets answer with a new session token. */
export const TokenResult = Type.Object({ token: Type.String() });
export type TokenResult = Static<typeof TokenResult>;

const dialingCode = Type.Optional(Type.String({ maxLength: 8 }));

/** POST /wps/verification/sms/noLogin: a login or recovery code (registered numbers only). */
export const SmsLoginCodeBody = Type.Object({
  mobileNum: Type.String({ maxLength: 32 }),
  countryDialingCode: dialingCode,
});
/** POST /wps/verification/sms/register. */
export const SmsRegisterCodeBody = Type.Object({
  mobileNo: Type.String({ maxLength: 32 }),
  countryDialingCode: dialingCode,
});
export type SmsLoginCodeInput = Static<typeof SmsLoginCodeBody>;
export type SmsRegisterCodeInput = Static<typeof SmsRegisterCodeBody>;

export const SmsSent = Type.Object({ expiredMinutes: Type.Integer() });
export type SmsSent = Static<typeof SmsSent>;
