import type { ColumnType } from 'kysely';
import type { GeneratedInt8, Int8, Timestamp } from './columnTypes.js';

/** Tables of migration 0006_account_security (referenced from `Database` in schema.ts). */

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface RateLimitsTable {
  scope: string;
  key: string;
  window_start: Timestamp;
  count: ColumnType<number, number | undefined, number>;
}

/** Migration 0012: login back-off per (account, client address) pair. */
export interface LoginThrottleTable {
  key: string;
  failures: number;
  last_attempt_at: Timestamp;
  next_attempt_at: Timestamp;
}

export interface CaptchasTable {
  id: string;
  answer_hash: string;
  client_ip: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Nullable<Date>;
  /** Migration 0041: the work it was issued at (1 = the base proof of work). */
  work: ColumnType<number, number | undefined, number>;
}

export type VerificationPurpose = 'noLogin' | 'register';

export interface VerificationCodesTable {
  id: GeneratedInt8;
  brand_id: Int8;
  purpose: VerificationPurpose;
  mobile_num: string;
  salt: string;
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Nullable<Date>;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  account_id: Int8;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Nullable<Date>;
}

export type OutboxChannel = 'sms' | 'email';

export interface OutboxMessagesTable {
  id: GeneratedInt8;
  brand_id: ColumnType<string | null, bigint | string | null | undefined, bigint | string | null>;
  channel: OutboxChannel;
  recipient: string;
  subject: ColumnType<string, string | undefined, string>;
  body: string;
  created_at: Timestamp;
}

export type MemberMessageKind = 'message' | 'promo' | 'mission' | 'reward';

export interface MemberMessagesTable {
  id: GeneratedInt8;
  account_id: Int8;
  kind: MemberMessageKind;
  title: string;
  body: ColumnType<string, string | undefined, string>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  read_at: Nullable<Date>;
  /** Migration 0018: what wrote it, and its facts for the reader's language. */
  type: ColumnType<MemberMessageType, MemberMessageType | undefined, MemberMessageType>;
  params: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** Migration 0023: the operator send it came from (unique per member). */
  send_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export type MemberMessageType =
  | (typeof import('./migrations/0018_message_types.js').MESSAGE_TYPES)[number]
  | (typeof import('./migrations/0024_points_mall.js').POINTS_MESSAGE_TYPES)[number]
  | (typeof import('./migrations/0029_member_rewards.js').REWARD_MESSAGE_TYPES)[number]
  | (typeof import('./migrations/0031_promotion_applications_raffles.js').APPLICATION_MESSAGE_TYPES)[number]
  | (typeof import('./migrations/0040_login_verification_lock.js').SECURITY_MESSAGE_TYPES)[number]
  | (typeof import('./migrations/0047_withdrawal_remainder_messages.js').REMAINDER_MESSAGE_TYPES)[number];
