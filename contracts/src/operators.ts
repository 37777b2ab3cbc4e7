import Type, { type Static } from 'typebox';

/** The operator API (`/ops/...`): operator accounts, sessions and the audit trail. */

export const OperatorRole = Type.Union([
  Type.Literal('admin'),
  Type.Literal('finance'),
  Type.Literal('support'),
  /** A remote's team: publishes its versions and sets release channels (issue 46), nothing else. */
  Type.Literal('release'),
]);
export type OperatorRole = Static<typeof OperatorRole>;

/** An authenticator (TOTP, RFC 6238) code: 6 digits. */
export const TotpCode = Type.String({ pattern: '^[0-9]{6}$' });

/** Roles that must sign in with an authenticator code besides the password (issue 45). */
export const SECOND_FACTOR_ROLES: readonly OperatorRole[] = ['admin', 'finance'];

/** An operator session ends after this long without a call (issue 45). */
export const OPERATOR_IDLE_MINUTES = 30;

/**
 * Sign-in. An operator holding a role of SECOND_FACTOR_ROLES with a linked authenticator
 * sends its current `code` too: without it the answer is 401 `OPERATOR_TOTP_REQUIRED` (and no
 * session), with a wrong one 401 `OPERATOR_LOGIN_FAILED`, counted like a wrong password. One
 * with no authenticator linked yet gets a session whose `secondFactor` is `enrolment-required`:
 * it may only call `/ops/me`, `/ops/me/totp*` and `DELETE /ops/session` (anything else is 403
 * `OPERATOR_TOTP_ENROLMENT_REQUIRED`) until it confirms one, which makes the session whole.
 */
export const OperatorLoginBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 32 }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
    code: Type.Optional(TotpCode),
  },
  { additionalProperties: false },
);

export const OperatorView = Type.Object({
  id: Type.Union([Type.String(), Type.Null()]),
  username: Type.String(),
  roles: Type.Array(OperatorRole),
  brandIds: Type.Union([Type.Array(Type.String()), Type.Null()]),
  /** Merchant codes of `brandIds`, in the same order (null: every brand). */
  brands: Type.Union([Type.Array(Type.String()), Type.Null()]),
  /** Whether an authenticator is linked (confirmed). */
  totp: Type.Boolean(),
  /**
   * This session's second factor: `verified` (a code was given at sign-in or on enrolment),
   * `not-required` (no role needs one, or the root token), `enrolment-required` (see
   * OperatorLoginBody).
   */
  secondFactor: Type.Union([
    Type.Literal('verified'),
    Type.Literal('not-required'),
    Type.Literal('enrolment-required'),
  ]),
});
export type OperatorView = Static<typeof OperatorView>;

export const OperatorSession = Type.Object({
  token: Type.String(),
  /** The session's hard end (8 hours after sign-in); it ends sooner when idle. */
  expiresAt: Type.String(),
  /** Minutes without a call after which the session ends: 401 `OPERATOR_SESSION_EXPIRED`. */
  idleMinutes: Type.Integer(),
  operator: OperatorView,
});
export type OperatorSession = Static<typeof OperatorSession>;

/**
 * `POST /ops/me/totp`: a new, unconfirmed secret for the signed-in operator (replacing an
 * unconfirmed one; 409 `TOTP_ALREADY_ENABLED` when one is linked). The QR code is a PNG data URL
 * of `otpauthUrl`.
 */
export const OperatorTotpEnrolment = Type.Object({
  secret: Type.String(),
  otpauthUrl: Type.String(),
  qrDataUrl: Type.String(),
});
export type OperatorTotpEnrolment = Static<typeof OperatorTotpEnrolment>;

/** `POST /ops/me/totp/confirm`: links the secret; the answer is the whole session's operator. */
export const OperatorTotpConfirmBody = Type.Object(
  { code: TotpCode },
  { additionalProperties: false },
);

/**
 * `DELETE /ops/operators/:username/totp` (admin): unlinks another operator's authenticator (a
 * lost phone), with the reason for the audit trail; that operator enrols again at next sign-in.
 */
export const OperatorTotpResetBody = Type.Object(
  { reason: Type.String({ minLength: 3, maxLength: 500 }) },
  { additionalProperties: false },
);

export const CreateOperatorBody = Type.Object(
  {
    username: Type.String({ pattern: '^[a-z][a-z0-9_.-]{2,31}$' }),
    password: Type.String({ minLength: 12, maxLength: 200 }),
    roles: Type.Array(OperatorRole, { minItems: 1, maxItems: 3, uniqueItems: true }),
    /** Merchant codes the operator may act on; absent: every brand. */
    brands: Type.Optional(
      Type.Array(Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }), { minItems: 1, maxItems: 100 }),
    ),
  },
  { additionalProperties: false },
);
export type CreateOperatorBody = Static<typeof CreateOperatorBody>;

/** An instant in UTC, as `Date.prototype.toISOString` writes it (seconds optional). */
const Instant = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?Z$',
});

/**
 * `GET /ops/audit` (admin): newest first, `limit` at a time, the next page `beforeId` the last
 * id seen. Filters combine: the operator's username, an action or its family (`deposit` finds
 * `deposit.credit` and `deposit.fail`), the target, and `from` (included) `to` (excluded).
 */
export const AuditQuery = Type.Object(
  {
    operator: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.-]{1,32}$' })),
    action: Type.Optional(Type.String({ pattern: '^[a-z][a-z_-]*(\\.[a-z_-]+)*$', maxLength: 60 })),
    targetType: Type.Optional(Type.String({ pattern: '^[a-z_]{1,40}$' })),
    targetId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,100}$' })),
    from: Type.Optional(Instant),
    to: Type.Optional(Instant),
    limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
    beforeId: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,17}$' })),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditEntry = Type.Object({
  id: Type.String(),
  operator: Type.String(),
  brandId: Type.Union([Type.String(), Type.Null()]),
  action: Type.String(),
  targetType: Type.String(),
  targetId: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  reason: Type.Union([Type.String(), Type.Null()]),
  ip: Type.String(),
  at: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const FileIdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) });

/**
 * The console's live queues (issue 45 item 3): `GET /ops/events` (server-sent events) tells an
 * operator that a queue of a brand it may see changed; the console asks for the list again.
 * Each queue with the role that may read it (admins hold every role).
 */
export const OPS_QUEUE_ROLES = {
  deposits: 'finance',
  withdrawals: 'finance',
  points: 'finance',
  raffles: 'finance',
  feedback: 'support',
  applications: 'support',
} as const satisfies Record<string, OperatorRole>;
export type OpsQueue = keyof typeof OPS_QUEUE_ROLES;
export const OPS_QUEUES = Object.keys(OPS_QUEUE_ROLES) as OpsQueue[];

/**
 * `event: queue`: the queue changed for that brand; nothing about the rows travels. The stream
 * also sends `event: resync` (the server may have missed changes: ask every queue again) and
 * `event: session-ended` (`{ reason }`: `logout`, `expired`, `idle`, `too-many-streams`), after
 * which it closes and must not be reopened with the same session.
 */
export const OpsQueueEvent = Type.Object({
  queue: Type.Union(Object.keys(OPS_QUEUE_ROLES).map((queue) => Type.Literal(queue))),
  merchantCode: Type.String(),
});
export type OpsQueueEvent = { queue: OpsQueue; merchantCode: string };

/** `POST /ops/events/ticket`: opens `GET /ops/events?ticket=` once, within a minute. */
export const OpsEventTicket = Type.Object({
  ticket: Type.String(),
  expiresInSeconds: Type.Integer(),
});
export type OpsEventTicket = Static<typeof OpsEventTicket>;
