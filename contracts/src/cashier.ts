import Type, { type Static } from 'typebox';
import { SingleLineText } from './common.js';

/**
 * The cashier's shared parts: the payment password that guards withdrawals and redemptions,
 * and the member's uploaded proof images. Each cashier feature adds its own file beside this.
 */

/** GET /wps/member/payment-password. */
export const PaymentPasswordStatus = Type.Object({
  isSet: Type.Boolean(),
  /** ISO time until which it is locked after five wrong answers, or null. */
  lockedUntil: Type.Union([Type.String(), Type.Null()]),
  attemptsLeft: Type.Integer({ minimum: 0 }),
});
export type PaymentPasswordStatus = Static<typeof PaymentPasswordStatus>;

/** PUT /wps/member/payment-password: the current one is needed once one is set. */
export const SetPaymentPasswordBody = Type.Object(
  {
    oldPassword: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    newPassword: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type SetPaymentPasswordBody = Static<typeof SetPaymentPasswordBody>;

/** An image sent as base64 in a JSON body (png or jpg, checked by content, at most 5 MB). */
export const UploadedImage = Type.Object(
  {
    name: Type.Optional(SingleLineText({ maxLength: 200 })),
    contentType: Type.Optional(Type.String({ maxLength: 100 })),
    // 5 MB in base64 plus a data: prefix; the content check gives the friendly error.
    dataBase64: Type.String({ minLength: 1, maxLength: 7_100_000 }),
  },
  { additionalProperties: false },
);
export type UploadedImage = Static<typeof UploadedImage>;

/** A stored image; its bytes at GET /wps/member/files/:id for the owner only. */
export const StoredFile = Type.Object({
  id: Type.String(),
  fileName: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
});
export type StoredFile = Static<typeof StoredFile>;
