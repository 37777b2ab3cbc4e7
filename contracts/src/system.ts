import Type, { type Static } from 'typebox';
import { LocalizedText, Nullable, OpenObject } from './common.js';

/** GET /wps/system/status: 0 normal, 1 maintenance, 2 region restricted. */
export const SystemStatus = Type.Object({
  status: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
  ip: Type.String(),
  maintenance: Nullable(Type.Object({ message: LocalizedText, until: Nullable(Type.String()) })),
});
export type SystemStatus = Static<typeof SystemStatus>;

export const WhitelabelNode = Type.Cyclic(
  {
    WhitelabelNode: Type.Object({
      modId: Type.String(),
      name: Type.String(),
      enabled: Type.Union([Type.Literal('1'), Type.Literal('0')]),
      childrenNodes: Type.Array(Type.Ref('WhitelabelNode')),
    }),
  },
  'WhitelabelNode',
);
export type WhitelabelNode = Static<typeof WhitelabelNode>;
export const WhitelabelTree = Type.Array(WhitelabelNode);

/** The fields a registration form can show (spec §5), in form order. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'mobileNum',
  'affiliateCode',
  'recommenderId',
  'captcha',
] as const;
export const RegisterField = Type.Enum(REGISTER_FIELDS);
export type RegisterField = Static<typeof RegisterField>;

/** Always shown and required, whatever the brand says (spec §5). */
const FIXED_REGISTER_FIELDS = ['username', 'password', 'captcha'] as const;
/** The fields a brand may show, hide or require from the console (issue 45 item 6). */
export type ConfigurableRegisterField = Exclude<
  RegisterField,
  (typeof FIXED_REGISTER_FIELDS)[number]
>;
export const CONFIGURABLE_REGISTER_FIELDS = REGISTER_FIELDS.filter(
  (field): field is ConfigurableRegisterField =>
    !(FIXED_REGISTER_FIELDS as readonly string[]).includes(field),
);

export const RegisterRule = Type.Object({
  field: RegisterField,
  enabled: Type.Boolean(),
  required: Type.Boolean(),
  /** A regular expression source, or '*' for anything. */
  acceptedPattern: Type.String(),
  /** Key of the client's pattern message catalogue (spec §5). */
  patternId: Type.Integer(),
  minLength: Type.Integer(),
  maxLength: Type.Integer(),
});
export type RegisterRule = Static<typeof RegisterRule>;

/** The public key of the encrypted calls (login, register, password). */
export const EncryptionKey = Type.Object({
  keyId: Type.String(),
  algorithm: Type.Literal('RSA-OAEP-256+A256GCM'),
  publicKeyJwk: OpenObject({}),
});
export type EncryptionKey = Static<typeof EncryptionKey>;

export const SOCIAL_CHANNELS = [
  'facebook',
  'telegram',
  'whatsapp',
  'instagram',
  'messenger',
  'youtube',
  'twitter',
] as const;
export type SocialChannel = (typeof SOCIAL_CHANNELS)[number];

export const AppResource = Type.Object({
  resourceType: Type.Union([
    Type.Literal('ANDROID'),
    Type.Literal('IOS'),
    Type.Literal('IOS_LITE'),
  ]),
  /** A store address, or a path this API serves (`/downloads/...`). */
  url: Type.String(),
  /** The operator's own QR image; empty when the site draws the code from `url`. */
  qrCodeUrl: Type.String(),
});

/** GET /wps/system/permission: the start-up configuration of the brand. */
export const Permission = Type.Object({
  merchantCode: Type.String(),
  brandName: Type.String(),
  encryption: EncryptionKey,
  whitelabel: WhitelabelTree,
  registerRules: Type.Array(RegisterRule),
  resources: Type.Array(AppResource),
  customerService: Type.Object({
    liveChat: Type.Boolean(),
    liveChatUrl: Nullable(Type.String()),
    links: Type.Partial(
      Type.Object(
        Object.fromEntries(SOCIAL_CHANNELS.map((channel) => [channel, Type.String()])) as Record<
          SocialChannel,
          ReturnType<typeof Type.String>
        >,
      ),
    ),
  }),
  analytics: Type.Object({ gtagId: Nullable(Type.String()) }),
  imageCDNs: Type.Array(Type.String()),
  launchGameCDNs: Type.Array(Type.String()),
  location: Type.Object({ ip: Type.String() }),
  maintenance: Type.Object({
    enabled: Type.Boolean(),
    message: LocalizedText,
    until: Nullable(Type.String()),
  }),
  regionRestriction: Type.Object({ restricted: Type.Boolean() }),
  settings: Type.Object({
    languages: Type.Array(Type.String()),
    defaultLanguage: Type.String(),
    defaultTheme: Type.Union([Type.Literal('light'), Type.Literal('dark')]),
    /** The brand's IANA time zone: the site shows every time in it (issue 40 item 14). */
    timeZone: Type.String(),
    currency: Type.String(),
    currencySymbol: Type.String(),
    ageLimit: Type.Integer(),
    copyrightYear: Type.Integer(),
    licence: LocalizedText,
    regulators: Type.Array(Type.String()),
    feedback: Type.Object({ minWords: Type.Integer(), maxWords: Type.Integer() }),
  }),
});
export type Permission = Static<typeof Permission>;

export const PermissionQuery = Type.Object({
  url: Type.Optional(Type.String({ minLength: 1, maxLength: 2048 })),
});

/** GET /wps/system/setting/register. */
export const RegisterSettings = Type.Object({
  registerRules: Type.Array(RegisterRule),
  mobileRegister: Type.Boolean(),
  smsVerification: Type.Boolean(),
  mobileRegisterPassword: Type.Boolean(),
  ageLimit: Type.Integer(),
});
export type RegisterSettings = Static<typeof RegisterSettings>;
