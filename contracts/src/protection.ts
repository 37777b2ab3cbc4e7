import Type, { type Static, type TLiteral } from 'typebox';
import { Nullable, paging } from './common.js';
import { LEDGER_KIND_NAMES } from './records.js';

/**
 * Player protection (issue 44): limits, reality checks, time-out and self-exclusion, the
 * brand's minimum age and the member's statement. The anchors are the UK Gambling Commission's
 * remote technical standards (RTS 12 limits, RTS 13 reality checks, RTS 14 withdrawals) and
 * licence condition 3.5.3 (self-exclusion). Amounts are major units, as the rest of the API.
 */

/** Money limits: what is counted from the ledger over each period. */
export const MONEY_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type MoneyLimitKind = (typeof MONEY_LIMIT_KINDS)[number];
/** A day, a week (from Monday) and a calendar month, on the brand's calendar (its time zone). */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
/** An increase or a removal waits this long, then the member confirms it (RTS 12). */
export const LIMIT_COOLING_OFF_HOURS = 24;
/** The reality check's intervals the member may choose (RTS 13); the brand sets the default. */
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
/** Time-out lengths: 24 hours to 6 weeks. */
export const TIME_OUT_DAYS = [1, 7, 14, 30, 42] as const;
/** Self-exclusion lengths (licence condition 3.5.3); permanent has no end. */
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y', 'permanent'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];
/** After a self-exclusion ends, a return the member asks for opens the account this much later. */
export const RETURN_WAIT_HOURS = 24;
/** The statement reaches back this many days. */
export const STATEMENT_DAYS = 90;
/** Ages a brand may require. */
export const MINIMUM_AGES = [18, 21] as const;

/**
 * The schema of one of a list's numbers. `Type.Union(values.map(Type.Literal))` alone types as a
 * union of nothing (`never`); casting the literals to this tuple keeps each number's type.
 */
type Literals<Values extends readonly number[]> = {
  -readonly [Index in keyof Values]: TLiteral<Values[Index]>;
};
const RealityCheckMinutes = Type.Union(
  REALITY_CHECK_MINUTES.map((minutes) => Type.Literal(minutes)) as Literals<
    typeof REALITY_CHECK_MINUTES
  >,
);
const TimeOutDays = Type.Union(
  TIME_OUT_DAYS.map((days) => Type.Literal(days)) as Literals<typeof TIME_OUT_DAYS>,
);
const MinimumAge = Type.Union(
  MINIMUM_AGES.map((age) => Type.Literal(age)) as Literals<typeof MINIMUM_AGES>,
);

/** A change that waits out the cooling-off, then needs the member's confirmation. */
export const PendingLimit = Type.Object({
  /** The new value; null removes the limit. */
  amount: Nullable(Type.Number()),
  /** When the cooling-off ends and the member may confirm it. */
  confirmableAt: Type.String(),
  /** true once the cooling-off is over. */
  confirmable: Type.Boolean(),
});
export type PendingLimit = Static<typeof PendingLimit>;

export const MoneyLimit = Type.Object({
  kind: Type.Enum(MONEY_LIMIT_KINDS),
  period: Type.Enum(LIMIT_PERIODS),
  /** The limit in force; null when none is set. */
  amount: Nullable(Type.Number()),
  /** Counted so far in the current period (deposits; stakes; stakes less returns for loss). */
  used: Type.Number(),
  /** When the current period ends (ISO time). */
  resetsAt: Type.String(),
  pending: Nullable(PendingLimit),
});
export type MoneyLimit = Static<typeof MoneyLimit>;

export const SessionLimit = Type.Object({
  /** Minutes a login may last; null when none is set. */
  minutes: Nullable(Type.Integer()),
  pending: Nullable(
    Type.Object({
      minutes: Nullable(Type.Integer()),
      confirmableAt: Type.String(),
      confirmable: Type.Boolean(),
    }),
  ),
});
export type SessionLimit = Static<typeof SessionLimit>;

export const EXCLUSION_KINDS = ['TIME_OUT', 'SELF_EXCLUSION'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

export const Exclusion = Type.Object({
  kind: Type.Enum(EXCLUSION_KINDS),
  startedAt: Type.String(),
  /** null: permanent. */
  until: Nullable(Type.String()),
  /** A self-exclusion that ended: when the member asked to return, and when the account opens. */
  returnRequestedAt: Nullable(Type.String()),
  returnAt: Nullable(Type.String()),
});
export type Exclusion = Static<typeof Exclusion>;

/** The current login's figures for the reality check. */
export const PlaySession = Type.Object({
  startedAt: Type.String(),
  /** Money won less money staked since the login (negative: a loss). */
  netPosition: Type.Number(),
  /** The member's interval, or the brand's default. */
  realityCheckMinutes: Type.Integer(),
  /** When the session limit ends this login; null without one. */
  endsAt: Nullable(Type.String()),
});
export type PlaySession = Static<typeof PlaySession>;

/** GET /wps/member/protection. */
export const ProtectionOverview = Type.Object({
  limits: Type.Array(MoneyLimit),
  sessionLimit: SessionLimit,
  /** The member's own choice; null follows the brand's default. */
  realityCheckMinutes: Nullable(Type.Integer()),
  brandRealityCheckMinutes: Type.Integer(),
  session: PlaySession,
  /** The exclusion in force (only readable by a logged-in member when it is a pending return). */
  exclusion: Nullable(Exclusion),
  /** The brand's minimum age. */
  minimumAge: Type.Integer(),
});
export type ProtectionOverview = Static<typeof ProtectionOverview>;

/** PUT /wps/member/protection/limits: a decrease is at once, an increase or removal waits. */
export const SetMoneyLimitBody = Type.Object(
  {
    kind: Type.Enum(MONEY_LIMIT_KINDS),
    period: Type.Enum(LIMIT_PERIODS),
    /** null removes the limit. */
    amount: Nullable(Type.Number({ minimum: 1, maximum: 100_000_000 })),
  },
  { additionalProperties: false },
);
export type SetMoneyLimitBody = Static<typeof SetMoneyLimitBody>;

/** PUT /wps/member/protection/session-limit. */
export const SetSessionLimitBody = Type.Object(
  { minutes: Nullable(Type.Integer({ minimum: 15, maximum: 24 * 60 })) },
  { additionalProperties: false },
);
export type SetSessionLimitBody = Static<typeof SetSessionLimitBody>;

/** POST /wps/member/protection/limits/confirm: confirms a pending change whose cooling-off is over. */
export const ConfirmLimitBody = Type.Object(
  {
    kind: Type.Enum([...MONEY_LIMIT_KINDS, 'session'] as const),
    /** Absent for the session limit. */
    period: Type.Optional(Type.Enum(LIMIT_PERIODS)),
  },
  { additionalProperties: false },
);
export type ConfirmLimitBody = Static<typeof ConfirmLimitBody>;

/** PUT /wps/member/protection/reality-check: null goes back to the brand's default. */
export const SetRealityCheckBody = Type.Object(
  {
    minutes: Nullable(RealityCheckMinutes),
  },
  { additionalProperties: false },
);
export type SetRealityCheckBody = Static<typeof SetRealityCheckBody>;

/**
 * POST /wps/member/protection/time-out and /self-exclusion. The login password confirms it:
 * neither can be shortened once taken.
 */
export const TimeOutBody = Type.Object(
  {
    days: TimeOutDays,
    password: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type TimeOutBody = Static<typeof TimeOutBody>;

export const SelfExclusionBody = Type.Object(
  {
    period: Type.Enum(SELF_EXCLUSION_PERIODS),
    password: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type SelfExclusionBody = Static<typeof SelfExclusionBody>;

/**
 * POST /wps/member/protection/return: a member whose self-exclusion ended asks to return, without
 * a login (the account is closed): the username and password of an account it covers, on the
 * brand of the request. The account opens RETURN_WAIT_HOURS later.
 */
export const ReturnRequestBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    password: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type ReturnRequestBody = Static<typeof ReturnRequestBody>;

/** The operator API (`/ops/protection/...`): a member's limits, exclusions and their audit. */
export const ProtectionAuditEntry = Type.Object({
  at: Type.String(),
  actor: Type.Enum(['member', 'operator'] as const),
  /** The operator's name; null for the member's own changes. */
  operator: Nullable(Type.String()),
  action: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  reason: Nullable(Type.String()),
});
export type ProtectionAuditEntry = Static<typeof ProtectionAuditEntry>;

export const OpsMemberProtection = Type.Object({
  account: Type.String(),
  merchantCode: Type.String(),
  licenceGroup: Type.String(),
  limits: Type.Array(MoneyLimit),
  sessionLimit: SessionLimit,
  realityCheckMinutes: Nullable(Type.Integer()),
  /** Every exclusion covering the account, newest first. */
  exclusions: Type.Array(Exclusion),
  /** The exclusion keeping the account closed now, if any. */
  excluded: Nullable(
    Type.Object({ kind: Type.Enum(EXCLUSION_KINDS), until: Nullable(Type.String()) }),
  ),
  audit: Type.Array(ProtectionAuditEntry),
});
export type OpsMemberProtection = Static<typeof OpsMemberProtection>;

/**
 * PUT /ops/protection/:merchantCode/:account/limits: an operator may only make a limit stricter
 * (set one where none is, or lower one); loosening or removing is refused (LIMIT_ONLY_STRICTER).
 */
export const OpsTightenLimitBody = Type.Object(
  {
    kind: Type.Enum([...MONEY_LIMIT_KINDS, 'session'] as const),
    /** Money limits only. */
    period: Type.Optional(Type.Enum(LIMIT_PERIODS)),
    /** Major units for money limits, minutes for the session limit. */
    amount: Type.Number({ minimum: 1, maximum: 100_000_000 }),
    reason: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type OpsTightenLimitBody = Static<typeof OpsTightenLimitBody>;

/** GET /ops/protection/exclusions?group=: the exclusions taken in a licence group. */
export const OpsExclusionsQuery = Type.Object(
  {
    group: Type.String({ minLength: 1, maxLength: 64 }),
    /** true: only those keeping accounts closed now. */
    inForce: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type OpsExclusionsQuery = Static<typeof OpsExclusionsQuery>;

export const OpsExclusionEntry = Type.Object({
  ...Exclusion.properties,
  merchantCode: Type.String(),
  account: Type.String(),
  inForce: Type.Boolean(),
  /** How many accounts of the group it covers (the member's and the matching ones). */
  accounts: Type.Integer(),
});
export type OpsExclusionEntry = Static<typeof OpsExclusionEntry>;

/** PUT /ops/brands/:merchantCode/protection (admin, audited): the brand's protection settings. */
export const BrandProtectionBody = Type.Object(
  {
    licenceGroup: Type.Optional(
      Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
    ),
    realityCheckMinutes: Type.Optional(RealityCheckMinutes),
    reason: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type BrandProtectionBody = Static<typeof BrandProtectionBody>;

export const BrandProtection = Type.Object({
  merchantCode: Type.String(),
  licenceGroup: Type.String(),
  realityCheckMinutes: Type.Integer(),
});
export type BrandProtection = Static<typeof BrandProtection>;

/**
 * Error values the site translates (the envelope's `value` of a refusal):
 * - `PROTECTION_LIMIT` (403): a deposit, bet, launch or transfer would pass a limit;
 * - `ACCOUNT_EXCLUDED` (403): a login or action of an account under time-out or self-exclusion
 *   (also the answer when another brand of the licence group holds the exclusion);
 * - `SESSION_LIMIT_REACHED` (401): the login lasted the member's session limit.
 */
export const ProtectionLimitRefusal = Type.Object({
  kind: Type.Enum(MONEY_LIMIT_KINDS),
  period: Type.Enum(LIMIT_PERIODS),
  amount: Type.Number(),
  used: Type.Number(),
  resetsAt: Type.String(),
});
export type ProtectionLimitRefusal = Static<typeof ProtectionLimitRefusal>;

export const ExclusionRefusal = Type.Object({
  kind: Type.Enum(EXCLUSION_KINDS),
  /**
   * null: permanent. For a self-exclusion that ended: when the account opens after the return
   * the member asked for (null while they have not asked).
   */
  until: Nullable(Type.String()),
  /** true: the self-exclusion ended and the account waits for the member to ask to return. */
  returnRequired: Type.Optional(Type.Boolean()),
});
export type ExclusionRefusal = Static<typeof ExclusionRefusal>;

/** GET /wps/member/statement?days=: one line per movement of the last days (at most 90). */
export const StatementQuery = Type.Object(
  { days: Type.Optional(Type.Integer({ minimum: 1, maximum: STATEMENT_DAYS, default: 90 })) },
  { additionalProperties: false },
);
export type StatementQuery = Static<typeof StatementQuery>;

export const STATEMENT_LINE_KINDS = ['DEPOSIT', 'WITHDRAWAL', 'BET', 'RESULT', 'OTHER'] as const;

export const StatementMonth = Type.Object({
  /** yyyy-MM on the brand's calendar. */
  month: Type.String(),
  deposits: Type.Number(),
  withdrawals: Type.Number(),
  bets: Type.Number(),
  /** Wins and returned stakes. */
  results: Type.Number(),
  /** results - bets. */
  net: Type.Number(),
});
export type StatementMonth = Static<typeof StatementMonth>;

/** GET /wps/member/statement/summary: the net position per month of the statement's days. */
export const StatementSummary = Type.Object({ months: Type.Array(StatementMonth) });
export type StatementSummary = Static<typeof StatementSummary>;

/** GET /wps/member/statement: the statement's days, one page of lines, newest first. */
export const StatementPageQuery = Type.Object(
  { ...StatementQuery.properties, ...paging(20) },
  { additionalProperties: false },
);
export type StatementPageQuery = Static<typeof StatementPageQuery>;

export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

/**
 * One ledger transaction of the member: what it changed in the member's own wallets together
 * (a transfer between the member's wallets changes nothing and is left out).
 */
export const StatementLine = Type.Object({
  transactionId: Type.String(),
  at: Type.String(),
  /** WITHDRAWAL includes a refused withdrawal's refund; RESULT a win or a rolled-back stake. */
  kind: Type.Enum(STATEMENT_LINE_KINDS),
  /** The ledger's own kind, which names an OTHER line (bonus, rebate, adjustment…). */
  ledgerKind: Type.Enum(LEDGER_KIND_NAMES),
  /** Signed: money in is positive. */
  amount: Type.Number(),
});
export type StatementLine = Static<typeof StatementLine>;

export const StatementPage = Type.Object({
  /** The first and last brand calendar days the statement covers, yyyy-MM-dd. */
  from: Type.String(),
  to: Type.String(),
  list: Type.Array(StatementLine),
  total: Type.Integer(),
});
export type StatementPage = Static<typeof StatementPage>;

/** PUT /ops/brands/:merchantCode/minimum-age (admin, audited). */
export const MinimumAgeBody = Type.Object(
  {
    minimumAge: MinimumAge,
    reason: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type MinimumAgeBody = Static<typeof MinimumAgeBody>;

/**
 * POST /ops/members/:merchantCode/:username/close-under-age: the account is locked, its sessions
 * end and its balance goes back through the cashier. A second call finds it closed and moves
 * nothing.
 */
export const UnderAgeClosureBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);
export type UnderAgeClosureBody = Static<typeof UnderAgeClosureBody>;

export const UnderAgeClosure = Type.Object({
  username: Type.String(),
  /** Returned by this call (0 when the account was already closed or held nothing). */
  returned: Type.Number(),
  /** The refund's ledger transaction; null when nothing moved. */
  transactionId: Nullable(Type.String()),
  alreadyClosed: Type.Boolean(),
});
export type UnderAgeClosure = Static<typeof UnderAgeClosure>;

/**
 * POST /wps/member/protection/withdrawal: a member kept from logging in by a time-out or
 * self-exclusion withdraws (RTS 14: withdrawals remain possible). The login's username and
 * password say who asks, the payment password confirms it; the balance (at most the brand's
 * largest order) goes to the payout account added last. Answers the WithdrawalOrder.
 */
export const ExcludedWithdrawalBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    password: Type.String({ minLength: 1, maxLength: 128 }),
    paymentPassword: Type.String({ minLength: 1, maxLength: 128 }),
    /** One per attempt: a retried request makes no second order. */
    requestKey: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
  },
  { additionalProperties: false },
);
export type ExcludedWithdrawalBody = Static<typeof ExcludedWithdrawalBody>;
