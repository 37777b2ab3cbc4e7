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

export const OperatorLoginBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 32 }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);

export const OperatorView = Type.Object({
  id: Type.Union([Type.String(), Type.Null()]),
  username: Type.String(),
  roles: Type.Array(OperatorRole),
  brandIds: Type.Union([Type.Array(Type.String()), Type.Null()]),
});
export type OperatorView = Static<typeof OperatorView>;

export const OperatorSession = Type.Object({
  token: Type.String(),
  expiresAt: Type.String(),
  operator: OperatorView,
});

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

export const AuditQuery = Type.Object(
  {
    targetType: Type.Optional(Type.String({ pattern: '^[a-z_]{1,40}$' })),
    targetId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,100}$' })),
    limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
    beforeId: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,17}$' })),
  },
  { additionalProperties: false },
);

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

export const FileIdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) });
