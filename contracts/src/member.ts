import Type, { type Static, type TString } from 'typebox';
import { SingleLineText } from './common.js';
import { REGISTER_FIELDS } from './system.js';

/** The text fields a registration may carry besides the brand's register fields. */
const REGISTER_EXTRA_FIELDS = [
  'confirmPassword',
  'verificationCode',
  'captchaId',
  'referralCode',
  'domain',
  'countryDialingCode',
  'registerUrl',
  'registerMethod',
] as const;
type RegisterBodyField = (typeof REGISTER_FIELDS)[number] | (typeof REGISTER_EXTRA_FIELDS)[number];

/** Secrets are never shown, so they may hold any character; every other field is shown. */
const SECRET_FIELDS: readonly string[] = ['password', 'paymentPassword', 'confirmPassword'];

/**
 * PUT /wps/member/register and /register/mobile (encrypted): the brand's rules decide what is
 * required. Names, contacts and codes are lines of text without control characters.
 */
export const RegisterBody = Type.Object(
  Object.fromEntries(
    [...REGISTER_FIELDS, ...REGISTER_EXTRA_FIELDS].map((field) => [
      field,
      Type.Optional(
        SECRET_FIELDS.includes(field)
          ? Type.String({ maxLength: 255 })
          : SingleLineText({ maxLength: 255 }),
      ),
    ]),
  ) as Record<RegisterBodyField, ReturnType<typeof Type.Optional<TString>>>,
);
export type RegisterInput = Static<typeof RegisterBody>;

const password = Type.String({ maxLength: 128 });

/** POST /wps/member/password (encrypted). */
export const ChangePasswordBody = Type.Object({
  oldPassword: Type.Optional(password),
  newPassword: password,
  confirmNewPassword: password,
});
export type ChangePasswordInput = Static<typeof ChangePasswordBody>;

/** POST /wps/member/password/email: a reset link by e-mail. */
export const EmailResetBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  email: Type.String({ minLength: 3, maxLength: 254 }),
});
export type EmailResetInput = Static<typeof EmailResetBody>;
export const EmailResetSent = Type.Object({ sent: Type.Boolean() });

/** POST /wps/member/password/reset (encrypted): the e-mailed link's token and a new password. */
export const TokenResetBody = Type.Object({
  token: Type.String({ minLength: 10, maxLength: 128 }),
  newPassword: password,
  confirmNewPassword: password,
});
export type TokenResetInput = Static<typeof TokenResetBody>;

/** POST /wps/member/password/verification (encrypted): reset by SMS code. */
export const SmsResetBody = Type.Object({
  newPassword: password,
  mobileNum: Type.String({ maxLength: 32 }),
  verificationCode: Type.String({ maxLength: 255 }),
});
export type SmsResetInput = Static<typeof SmsResetBody>;

/** GET /wps/member/info. */
export const MemberInfo = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  nickname: Type.String(),
  type: Type.Integer(),
  isAgent: Type.Integer(),
  /** Whether the member has an upline to transfer to. */
  toUpline: Type.Boolean(),
  uplineAccount: Type.Union([Type.String(), Type.Null()]),
  clubLabel: Type.Object({ labelName: Type.String(), rankLevel: Type.Integer() }),
  memberLabel: Type.Array(Type.String()),
});
export type MemberInfo = Static<typeof MemberInfo>;

/** MCSFE_getPlayerAvatar and GET /wps/member/info/icon. */
export const Avatar = Type.Object({ avatarUrl: Type.String() });
export type Avatar = Static<typeof Avatar>;

/** CSP_unreadCount: the header's badges. */
export const UnreadCounts = Type.Object({
  messages: Type.Integer(),
  promos: Type.Integer(),
  missions: Type.Integer(),
  rewards: Type.Integer(),
});
export type UnreadCounts = Static<typeof UnreadCounts>;

/** GET /wps/agent/affiliate: the invitation code of a registration link. */
export const AffiliateQuery = Type.Object({
  code: Type.String({ maxLength: 64 }),
  domain: Type.Optional(Type.String({ maxLength: 255 })),
});
export type AffiliateQuery = Static<typeof AffiliateQuery>;
export const AffiliateInfo = Type.Object({
  valid: Type.Boolean(),
  affiliateCode: Type.String(),
  agentNickname: Type.String(),
});
export type AffiliateInfo = Static<typeof AffiliateInfo>;
