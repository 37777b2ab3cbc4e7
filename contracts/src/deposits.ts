import Type, { type Static } from 'typebox';
import { LocalizedText, MerchantCode, Nullable, PageNo, pageSize } from './common.js';
import { StoredFile, UploadedImage } from './cashier.js';
import { DayRangeQuery } from './records.js';

/**
 * Deposits (issue 12, member centre entry depositv2): the brand's methods and channels, the
 * member's orders, the operator's view and actions, and the payment provider's callback.
 * Amounts are major units of the brand's currency (2 decimals), as the rest of the API.
 */

export const DepositState = Type.Union([
  Type.Literal('pending'),
  Type.Literal('credited'),
  Type.Literal('failed'),
  Type.Literal('expired'),
]);
export type DepositState = Static<typeof DepositState>;

const Code = Type.String({ pattern: '^[a-z0-9-]{1,40}$' });

export const PayeeLine = Type.Object({ label: LocalizedText, value: Type.String() });

export const DepositChannel = Type.Object({
  code: Type.String(),
  name: LocalizedText,
  min: Type.Number(),
  max: Type.Number(),
  presets: Type.Array(Type.Number()),
  instructions: LocalizedText,
  payee: Type.Array(PayeeLine),
});
export type DepositChannel = Static<typeof DepositChannel>;

export const DepositMethod = Type.Object({
  code: Type.String(),
  name: LocalizedText,
  channels: Type.Array(DepositChannel),
});
export type DepositMethod = Static<typeof DepositMethod>;

/** GET /wps/member/deposit/methods. */
export const DepositMethods = Type.Object({
  currencySymbol: Type.String(),
  expiryMinutes: Type.Integer(),
  methods: Type.Array(DepositMethod),
});
export type DepositMethods = Static<typeof DepositMethods>;

/** POST /wps/member/deposit/orders: the same idempotency key twice answers the same order. */
export const CreateDepositBody = Type.Object(
  {
    method: Code,
    channel: Code,
    // The money keyword (api/src/http/money.ts) takes a number or a 2-decimal string.
    amount: Type.Unsafe<number | string>({ money: { positive: true, max: 1_000_000_000 } }),
    idempotencyKey: Type.String({ pattern: '^[A-Za-z0-9_.:-]{8,100}$' }),
    images: Type.Optional(Type.Array(UploadedImage, { maxItems: 10 })),
  },
  { additionalProperties: false },
);
export type CreateDepositBody = Static<typeof CreateDepositBody>;

const Reference = Type.String({ pattern: '^DP[0-9A-Z]{10}$' });

/** POST /wps/member/deposit/proofs, while the order is pending. */
export const AddDepositProofsBody = Type.Object(
  { reference: Reference, images: Type.Array(UploadedImage, { minItems: 1, maxItems: 10 }) },
  { additionalProperties: false },
);
export type AddDepositProofsBody = Static<typeof AddDepositProofsBody>;

/** GET /wps/member/deposit/order?reference=… (the member's own), and the operator's paths. */
export const DepositReferenceParams = Type.Object(
  { reference: Reference },
  { additionalProperties: false },
);
export type DepositReferenceParams = Static<typeof DepositReferenceParams>;

export const DepositOrder = Type.Object({
  reference: Type.String(),
  method: Type.String(),
  channel: Type.String(),
  amount: Type.Number(),
  state: DepositState,
  /** What to pay to and how, as it was when the order was made. */
  payee: Type.Array(PayeeLine),
  instructions: LocalizedText,
  proofs: Type.Array(StoredFile),
  failReason: Nullable(Type.String()),
  createdAt: Type.String(),
  expiresAt: Type.String(),
  settledAt: Nullable(Type.String()),
});
export type DepositOrder = Static<typeof DepositOrder>;

const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** GET /wps/member/deposit/orders: the caller's orders, newest first, paged on the server. */
export const DepositOrdersQuery = Type.Object(
  {
    page: PageNo,
    pageSize: pageSize(10),
    state: Type.Optional(DepositState),
    /** The member's calendar days (yyyy-MM-dd), both included, on the member's clock. */
    from: Type.Optional(IsoDate),
    to: Type.Optional(IsoDate),
    tzOffset: DayRangeQuery.tzOffset,
  },
  { additionalProperties: false },
);
export type DepositOrdersQuery = Static<typeof DepositOrdersQuery>;

export const DepositOrderPage = Type.Object({
  rows: Type.Array(DepositOrder),
  total: Type.Integer(),
});
export type DepositOrderPage = Static<typeof DepositOrderPage>;

/** An order as operators see it: whose it is and what moved. */
export const OpsDepositOrder = Type.Object({
  ...DepositOrder.properties,
  brand: Type.String(),
  member: Type.String(),
  provider: Type.String(),
  providerReference: Nullable(Type.String()),
  proofFileIds: Type.Array(Type.String()),
  transactionId: Nullable(Type.String()),
});
export type OpsDepositOrder = Static<typeof OpsDepositOrder>;

export const OpsDepositQuery = Type.Object(
  {
    brand: Type.Optional(MerchantCode),
    state: Type.Optional(DepositState),
    /** The member's account name. */
    member: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    /** Orders made at least this many minutes ago (a cashier's queue: the oldest waits longest). */
    minAgeMinutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 525_600 })),
    /** The order's amount, both bounds included, in the brand's currency. */
    minAmount: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000_000 })),
    maxAmount: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000_000 })),
    page: PageNo,
    pageSize: pageSize(20),
  },
  { additionalProperties: false },
);
export type OpsDepositQuery = Static<typeof OpsDepositQuery>;

export const OpsDepositPage = Type.Object({
  rows: Type.Array(OpsDepositOrder),
  total: Type.Integer(),
});

export const OpsDepositCreditBody = Type.Object(
  { reason: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })) },
  { additionalProperties: false },
);
export const OpsDepositFailBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);

/** POST /ops/deposits/providers/:provider/rotate-secret. */
export const OpsRotateProviderSecretBody = Type.Object(
  {
    brand: MerchantCode,
    /** Seconds the replaced secret stays valid (0: at once); default SEAMLESS_OVERLAP_HOURS. */
    overlapSeconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 7 * 24 * 3600 })),
  },
  { additionalProperties: false },
);

/**
 * POST /cashier/deposits/:provider/callback: a payment gateway reports an order paid or failed.
 * Signed: hex HMAC-SHA256 of the raw body with the brand's secret for the provider in
 * `X-Signature`; the brand in the `Merchant` header.
 */
export const DepositCallbackBody = Type.Object(
  {
    reference: Reference,
    status: Type.Union([Type.Literal('paid'), Type.Literal('failed')]),
    amount: Type.Unsafe<number | string>({ money: { positive: true, max: 1_000_000_000 } }),
    providerReference: Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,100}$' }),
    reason: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type DepositCallbackBody = Static<typeof DepositCallbackBody>;
