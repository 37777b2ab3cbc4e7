import Type, { type Static } from 'typebox';
import { MerchantCode, PageNo, pageSize } from './common.js';

/**
 * The member's inbox (messageV2, spec §2 and §4) and the operator's member tools: messages to a
 * member or a segment, and balance adjustments.
 */

/** Migration 0018: what wrote a message. Platform types are rendered from `params`. */
export const MessageType = Type.Union([
  Type.Literal('deposit_credited'),
  Type.Literal('deposit_failed'),
  Type.Literal('withdrawal_approved'),
  Type.Literal('withdrawal_rejected'),
  Type.Literal('withdrawal_disbursed'),
  Type.Literal('adjustment'),
  Type.Literal('operator'),
  Type.Literal('points_redemption_approved'),
  Type.Literal('points_redemption_rejected'),
  Type.Literal('reward_granted'),
  Type.Literal('application_process'),
  Type.Literal('application_issued'),
  Type.Literal('application_rejected'),
  Type.Literal('raffle_won'),
  // Logins from new addresses locked (params reason 'answers' | 'challenges', ip, lockedUntil).
  Type.Literal('login_verification_locked'),
  // A partly received withdrawal's remainder settled (params amount, orderNo, reference or reason).
  Type.Literal('withdrawal_remainder_paid'),
  Type.Literal('withdrawal_remainder_closed'),
]);
export type MessageType = Static<typeof MessageType>;

export const MessageId = Type.String({ pattern: '^[1-9][0-9]{0,17}$' });

/** GET /wps/member/messages */
export const MessageListQuery = Type.Object(
  {
    status: Type.Union([Type.Literal('all'), Type.Literal('unread'), Type.Literal('read')], {
      default: 'all',
    }),
    type: Type.Optional(MessageType),
    pageNo: PageNo,
    pageSize: pageSize(10),
  },
  { additionalProperties: false },
);
export type MessageListQuery = Static<typeof MessageListQuery>;

/**
 * A message's facts for the reader's language. By convention: `amount` (major units, a decimal
 * string), `reference` (an order's reference), `reason`, and for adjustments `direction`
 * ('credit' or 'debit').
 */
export const MessageParams = Type.Record(
  Type.String(),
  Type.Union([Type.String(), Type.Number(), Type.Null()]),
);
export type MessageParams = Static<typeof MessageParams>;

export const MemberMessage = Type.Object({
  id: Type.String(),
  type: MessageType,
  /** Operator messages: the text to show. Platform messages: an English fallback only. */
  title: Type.String(),
  body: Type.String(),
  params: MessageParams,
  createdAt: Type.String(),
  readAt: Type.Union([Type.String(), Type.Null()]),
});
export type MemberMessage = Static<typeof MemberMessage>;

export const MessagePage = Type.Object({
  list: Type.Array(MemberMessage),
  total: Type.Integer(),
  totalPages: Type.Integer(),
  pageNo: Type.Integer(),
  /** Unread messages in the whole inbox (whatever the filter). */
  unread: Type.Integer(),
});
export type MessagePage = Static<typeof MessagePage>;

/** POST /wps/member/messages/read: opens one of the member's messages and marks it read. */
export const ReadMessageBody = Type.Object({ id: MessageId }, { additionalProperties: false });
export type ReadMessageBody = Static<typeof ReadMessageBody>;

/** POST /wps/member/messages/delete: one or several of the member's own messages. */
export const DeleteMessagesBody = Type.Object(
  { ids: Type.Array(MessageId, { minItems: 1, maxItems: 100, uniqueItems: true }) },
  { additionalProperties: false },
);
export type DeleteMessagesBody = Static<typeof DeleteMessagesBody>;

/** The answer of mark-all-read and delete: how many rows changed, and the unread count after. */
export const MessagesChanged = Type.Object({
  changed: Type.Integer(),
  unread: Type.Integer(),
});
export type MessagesChanged = Static<typeof MessagesChanged>;

// ---- Operator API -------------------------------------------------------------------------

const Username = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_.-]+$' });

/** A retried call with the same key acts once; letters, digits and `_.:-`. */
export const IdempotencyKey = Type.String({ pattern: '^[A-Za-z0-9_.:-]{8,80}$' });

/**
 * Who a message goes to: one member, or a segment of the brand's real (non-trial) members. The
 * branches do not forbid extra keys: Fastify's Ajv strips unknown keys while it tries each
 * branch of a union, which would strip the next branch's keys.
 */
export const MessageTarget = Type.Union([
  Type.Object({ kind: Type.Literal('member'), account: Username }),
  Type.Object({ kind: Type.Literal('brand') }),
  Type.Object({
    kind: Type.Literal('vip'),
    minRank: Type.Integer({ minimum: 0, maximum: 1000 }),
  }),
  Type.Object({ kind: Type.Literal('downline'), agent: Username }),
]);
export type MessageTarget = Static<typeof MessageTarget>;

/** POST /ops/messages */
export const SendMessageBody = Type.Object(
  {
    brand: MerchantCode,
    to: MessageTarget,
    title: Type.String({ minLength: 1, maxLength: 100 }),
    body: Type.String({ minLength: 1, maxLength: 2000 }),
    idempotencyKey: IdempotencyKey,
  },
  { additionalProperties: false },
);
export type SendMessageBody = Static<typeof SendMessageBody>;

export const SendMessageResult = Type.Object({
  sendId: Type.String(),
  recipients: Type.Integer(),
  /** true: this key was already used; nothing was sent again. */
  replayed: Type.Boolean(),
});
export type SendMessageResult = Static<typeof SendMessageResult>;

/** POST /ops/adjustments: amount in major units, at most 2 decimals (checked by `money`). */
export const AdjustmentDirection = Type.Union([Type.Literal('credit'), Type.Literal('debit')]);
export type AdjustmentDirection = Static<typeof AdjustmentDirection>;

export const AdjustmentResult = Type.Object({
  transactionId: Type.String(),
  account: Type.String(),
  direction: AdjustmentDirection,
  amount: Type.String(),
  /** The member's MAIN balance right after the adjustment. */
  balance: Type.String(),
  replayed: Type.Boolean(),
});
export type AdjustmentResult = Static<typeof AdjustmentResult>;

/**
 * POST /ops/adjustments, without its `amount`: the API adds it with its `money` keyword (a
 * number or a decimal string in major units, at most 2 decimals, more than 0).
 */
export const AdjustmentFields = Type.Object({
  brand: MerchantCode,
  account: Username,
  direction: AdjustmentDirection,
  reason: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  idempotencyKey: IdempotencyKey,
});
export type AdjustmentBody = Static<typeof AdjustmentFields> & { amount: number | string };
