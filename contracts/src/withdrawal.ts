import Type, { type Static } from 'typebox';
import { Nullable, PageNo, pageSize, SingleLineText } from './common.js';
import { PaymentPasswordStatus, UploadedImage } from './cashier.js';

/**
 * Withdrawals (spec §3, §4): the member's payout accounts, the withdrawal order and its
 * receipt confirmation, and the operator's view. Amounts are major units (2 decimals); a
 * request's amount is a JSON number or a decimal string, checked by the API's `money` keyword.
 */

/** A money field of a request body (no `type`, so nothing is coerced; see api/src/http/money.ts). */
const MoneyField = Type.Unsafe<number | string>({ money: { positive: true, max: 100_000_000 } });
const Id = Type.String({ pattern: '^[1-9][0-9]{0,17}$' });

export const WithdrawalStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
  Type.Literal('disbursed'),
  Type.Literal('received'),
  Type.Literal('partly_received'),
  Type.Literal('not_received'),
]);
export type WithdrawalStatus = Static<typeof WithdrawalStatus>;

export const PayoutKind = Type.Union([Type.Literal('bank'), Type.Literal('ewallet')]);
export type PayoutKind = Static<typeof PayoutKind>;

export const PayoutProvider = Type.Object({
  code: Type.String(),
  name: Type.String(),
  kind: PayoutKind,
});
export type PayoutProvider = Static<typeof PayoutProvider>;

export const PayoutAccount = Type.Object({
  id: Type.String(),
  kind: PayoutKind,
  provider: Type.String(),
  providerName: Type.String(),
  /** Only the last four digits. */
  accountNumber: Type.String(),
  holderName: Type.String(),
  createdAt: Type.String(),
  /** An open order pays to it, so it cannot be removed yet. */
  inUse: Type.Boolean(),
});
export type PayoutAccount = Static<typeof PayoutAccount>;

/** POST /wps/member/withdrawal/accounts. */
export const AddPayoutAccountBody = Type.Object(
  {
    provider: Type.String({ pattern: '^[A-Z0-9_]{2,20}$' }),
    accountNumber: SingleLineText({ minLength: 1, maxLength: 40 }),
    holderName: SingleLineText({ minLength: 1, maxLength: 60 }),
  },
  { additionalProperties: false },
);
export type AddPayoutAccountBody = Static<typeof AddPayoutAccountBody>;

export const WithdrawalIdParams = Type.Object({ id: Id });
/** POST /wps/member/withdrawal/accounts/remove (ids in the body: the client's calls have fixed paths). */
export const RemovePayoutAccountBody = Type.Object({ id: Id }, { additionalProperties: false });

/** Why a withdrawal cannot be made now, and how much is left to go. */
export const WithdrawalBlocker = Type.Object({
  code: Type.Union([
    Type.Literal('TURNOVER'),
    Type.Literal('DAILY_LIMIT'),
    Type.Literal('BONUS_TURNOVER'),
  ]),
  /** Valid bet still needed (TURNOVER, BONUS_TURNOVER: an active bonus's) or, for DAILY_LIMIT, 0. */
  remaining: Type.Number(),
});
export type WithdrawalBlocker = Static<typeof WithdrawalBlocker>;

/** GET /wps/member/withdrawal: everything the page needs before the member types an amount. */
export const WithdrawalOverview = Type.Object({
  withdrawable: Type.Number(),
  limits: Type.Object({
    min: Type.Number(),
    max: Type.Number(),
    dailyMax: Type.Number(),
    dailyMaxCount: Type.Integer(),
    usedToday: Type.Number(),
    countToday: Type.Integer(),
  }),
  turnover: Type.Object({
    multiple: Type.Number(),
    deposits: Type.Number(),
    required: Type.Number(),
    done: Type.Number(),
    remaining: Type.Number(),
  }),
  blockers: Type.Array(WithdrawalBlocker),
  paymentPassword: PaymentPasswordStatus,
  realName: Nullable(Type.String()),
  requireNameMatch: Type.Boolean(),
  maxPayoutAccounts: Type.Integer(),
  autoConfirmMinutes: Type.Integer(),
  providers: Type.Array(PayoutProvider),
  accounts: Type.Array(PayoutAccount),
});
export type WithdrawalOverview = Static<typeof WithdrawalOverview>;

/** POST /wps/member/withdrawals. */
export const CreateWithdrawalBody = Type.Object(
  {
    payoutAccountId: Id,
    amount: MoneyField,
    paymentPassword: Type.String({ minLength: 1, maxLength: 64 }),
    /** The client's key for this submit: sent again, it answers with the same order. */
    requestKey: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
  },
  { additionalProperties: false },
);
export type CreateWithdrawalBody = Static<typeof CreateWithdrawalBody>;

export const WithdrawalOrder = Type.Object({
  id: Type.String(),
  orderNo: Type.String(),
  amount: Type.Number(),
  status: WithdrawalStatus,
  payout: Type.Object({
    provider: Type.String(),
    providerName: Type.String(),
    accountNumber: Type.String(),
    holderName: Type.String(),
  }),
  createdAt: Type.String(),
  approvedAt: Nullable(Type.String()),
  rejectedAt: Nullable(Type.String()),
  disbursedAt: Nullable(Type.String()),
  /** When an unconfirmed disbursement counts as received. */
  autoConfirmAt: Nullable(Type.String()),
  confirmedAt: Nullable(Type.String()),
  confirmedBy: Nullable(Type.String()),
  rejectReason: Nullable(Type.String()),
  reference: Nullable(Type.String()),
  receivedAmount: Nullable(Type.Number()),
  remainingAmount: Nullable(Type.Number()),
  proofFileIds: Type.Array(Type.String()),
  /**
   * A partly received order's remainder (issue 40 item 11): open while the operator looks into
   * it; paid (with the payment's reference) or closed (back to the member's balance, with the
   * reason).
   */
  remainder: Nullable(
    Type.Object({
      state: Type.Union([Type.Literal('open'), Type.Literal('paid'), Type.Literal('closed')]),
      reference: Nullable(Type.String()),
      reason: Nullable(Type.String()),
      resolvedAt: Nullable(Type.String()),
    }),
  ),
});
export type WithdrawalOrder = Static<typeof WithdrawalOrder>;

export const WithdrawalListQuery = Type.Object(
  {
    status: Type.Optional(WithdrawalStatus),
    pageNo: PageNo,
    pageSize: pageSize(10),
  },
  { additionalProperties: false },
);
export type WithdrawalListQuery = Static<typeof WithdrawalListQuery>;

export const WithdrawalPage = Type.Object({
  list: Type.Array(WithdrawalOrder),
  total: Type.Integer(),
});
export type WithdrawalPage = Static<typeof WithdrawalPage>;

/**
 * POST /wps/member/withdrawals/receipt, after disbursement: received; not received with
 * 1–3 proof images; partly received with the amount received and the amount still missing,
 * and optionally up to 3 images of the statement.
 */
export const ConfirmReceiptBody = Type.Object(
  {
    orderId: Id,
    outcome: Type.Union([
      Type.Literal('received'),
      Type.Literal('not_received'),
      Type.Literal('partly_received'),
    ]),
    receivedAmount: Type.Optional(MoneyField),
    remainingAmount: Type.Optional(MoneyField),
    images: Type.Optional(Type.Array(UploadedImage, { maxItems: 10 })),
  },
  { additionalProperties: false },
);
export type ConfirmReceiptBody = Static<typeof ConfirmReceiptBody>;

/** GET /ops/withdrawals. */
export const OpsWithdrawalQuery = Type.Object(
  {
    brand: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{2,32}$' })),
    status: Type.Optional(WithdrawalStatus),
    member: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' })),
    from: Type.Optional(Type.String({ format: 'date-time' })),
    to: Type.Optional(Type.String({ format: 'date-time' })),
    /** Orders made at least this many minutes ago (the console's queue, as deposits'). */
    minAgeMinutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 525_600 })),
    /** The order's amount, both bounds included, in the brand's currency. */
    minAmount: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000_000 })),
    maxAmount: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000_000 })),
    pageNo: PageNo,
    pageSize: pageSize(20),
  },
  { additionalProperties: false },
);
export type OpsWithdrawalQuery = Static<typeof OpsWithdrawalQuery>;

export const OpsWithdrawalOrder = Type.Object({
  ...WithdrawalOrder.properties,
  brand: Type.String(),
  member: Type.String(),
  /** The full account number, for paying it. */
  payoutAccountNumber: Type.String(),
  events: Type.Array(
    Type.Object({ from: Nullable(Type.String()), to: Type.String(), at: Type.String() }),
  ),
});
export type OpsWithdrawalOrder = Static<typeof OpsWithdrawalOrder>;

export const OpsWithdrawalPage = Type.Object({
  list: Type.Array(OpsWithdrawalOrder),
  total: Type.Integer(),
});

export const OpsRejectWithdrawalBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export const OpsDisburseWithdrawalBody = Type.Object(
  { reference: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
/** After a "not received", the operator settles what the member did get. */
export const OpsResolveWithdrawalBody = Type.Object(
  {
    outcome: Type.Union([Type.Literal('received'), Type.Literal('partly_received')]),
    receivedAmount: Type.Optional(MoneyField),
    remainingAmount: Type.Optional(MoneyField),
    reason: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);

/**
 * The remainder of a partly received order: paid (with the payment's reference) or closed
 * (the remaining amount back to the member's balance, with the reason the member reads).
 */
export const OpsWithdrawalRemainderBody = Type.Union([
  Type.Object(
    {
      outcome: Type.Literal('paid'),
      reference: Type.String({ minLength: 1, maxLength: 100 }),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      outcome: Type.Literal('closed'),
      reason: Type.String({ minLength: 1, maxLength: 200 }),
    },
    { additionalProperties: false },
  ),
]);
export type OpsWithdrawalRemainderBody = Static<typeof OpsWithdrawalRemainderBody>;
