import Type, { type Static } from 'typebox';
import { SingleLineText } from './common.js';

/**
 * The security centre (spec §3, §4): profile, bindings, authenticator, sessions and addresses,
 * and the extra verification of a login from a new address.
 */

/** spec §3 "other profile labels" a brand may enable (brand config `securityCentre`). */
export const PROFILE_LABELS = [
  'fullName',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'placeOfBirth',
  'telegram',
  'zalo',
  'skype',
] as const;
export type ProfileLabel = (typeof PROFILE_LABELS)[number];

export const SecurityCentreProfile = Type.Object({
  nickname: Type.String(),
  /** The real name (bank account holder); set once. */
  payeeName: Type.String(),
  /** yyyy-MM-dd or ''. */
  birthday: Type.String(),
  labels: Type.Record(Type.String(), Type.String()),
  enabledLabels: Type.Array(Type.Enum(PROFILE_LABELS)),
  /** The brand's minimum age (its `ageLimit`, 18 or 21): a birthday must make the member this old. */
  birthdayMinAge: Type.Integer(),
});
export type SecurityCentreProfile = Static<typeof SecurityCentreProfile>;

const Binding = Type.Object({
  /** Masked for display, or null when nothing is on file. */
  value: Type.Union([Type.String(), Type.Null()]),
  confirmed: Type.Boolean(),
});

/** GET /wps/member/security. */
export const SecurityOverview = Type.Object({
  account: Type.String(),
  profile: SecurityCentreProfile,
  mobile: Binding,
  email: Binding,
  totpEnabled: Type.Boolean(),
});
export type SecurityOverview = Static<typeof SecurityOverview>;

/** A member's own line of text: no control characters (see SingleLineText). */
const text = (maxLength: number) => SingleLineText({ maxLength });

/** PUT /wps/member/profile: only the fields sent change; '' clears a label. */
export const UpdateProfileBody = Type.Object(
  {
    nickname: Type.Optional(text(64)),
    payeeName: Type.Optional(text(100)),
    birthday: Type.Optional(text(10)),
    labels: Type.Optional(Type.Record(Type.String({ maxLength: 32 }), text(200))),
  },
  { additionalProperties: false },
);
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;

export const BindingChannelParams = Type.Object({
  channel: Type.Union([Type.Literal('mobile'), Type.Literal('email')]),
});

/** POST /wps/member/bindings/:channel/code. */
export const BindingCodeBody = Type.Object(
  {
    value: SingleLineText({ minLength: 1, maxLength: 100 }),
    countryDialingCode: Type.Optional(Type.String({ maxLength: 8 })),
  },
  { additionalProperties: false },
);
export type BindingCodeBody = Static<typeof BindingCodeBody>;

/** POST /wps/member/bindings/:channel: the same value with the code it received. */
export const ConfirmBindingBody = Type.Object(
  {
    value: SingleLineText({ minLength: 1, maxLength: 100 }),
    countryDialingCode: Type.Optional(Type.String({ maxLength: 8 })),
    code: Type.String({ minLength: 1, maxLength: 16 }),
  },
  { additionalProperties: false },
);
export type ConfirmBindingBody = Static<typeof ConfirmBindingBody>;

export const CodeSent = Type.Object({ expiredMinutes: Type.Integer() });
export type CodeSent = Static<typeof CodeSent>;

/** POST /wps/member/totp: a new secret to scan. */
export const TotpEnrolment = Type.Object({
  secret: Type.String(),
  otpauthUri: Type.String(),
  /** A PNG data URL of the otpauth URI. */
  qrDataUrl: Type.String(),
});
export type TotpEnrolment = Static<typeof TotpEnrolment>;

export const TotpCodeBody = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 16 }) },
  { additionalProperties: false },
);
export type TotpCodeBody = Static<typeof TotpCodeBody>;

/** GET /wps/member/devices. */
export const MemberDevices = Type.Object({
  sessions: Type.Array(
    Type.Object({
      id: Type.String(),
      current: Type.Boolean(),
      ip: Type.String(),
      userAgent: Type.String(),
      loginType: Type.String(),
      createdAt: Type.String(),
      lastSeenAt: Type.String(),
    }),
  ),
  addresses: Type.Array(
    Type.Object({ ip: Type.String(), firstSeenAt: Type.String(), lastSeenAt: Type.String() }),
  ),
});
export type MemberDevices = Static<typeof MemberDevices>;

export const LOGIN_VERIFY_METHODS = ['sms', 'email', 'bankName', 'totp'] as const;
export type LoginVerifyMethod = (typeof LOGIN_VERIFY_METHODS)[number];
const VerifyMethod = Type.Enum(LOGIN_VERIFY_METHODS);

/** The `value` of a LOGIN_VERIFICATION_REQUIRED answer to POST /wps/session/login. */
export interface LoginVerificationChallenge {
  challengeId: string;
  methods: LoginVerifyMethod[];
  expiresInSeconds: number;
  destinations: { sms: string | null; email: string | null };
}

/** POST /wps/session/login/verify/code: send the challenge's code by SMS or e-mail. */
export const LoginVerifyCodeBody = Type.Object(
  {
    challengeId: Type.String({ minLength: 1, maxLength: 64 }),
    method: Type.Union([Type.Literal('sms'), Type.Literal('email')]),
  },
  { additionalProperties: false },
);
export type LoginVerifyCodeBody = Static<typeof LoginVerifyCodeBody>;

/** POST /wps/session/login/verify: answers with the login's result (LoginResult). */
export const LoginVerifyBody = Type.Object(
  {
    challengeId: Type.String({ minLength: 1, maxLength: 64 }),
    method: VerifyMethod,
    answer: Type.String({ minLength: 1, maxLength: 100 }),
  },
  { additionalProperties: false },
);
export type LoginVerifyBody = Static<typeof LoginVerifyBody>;
