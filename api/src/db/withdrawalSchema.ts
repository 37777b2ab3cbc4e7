import type { ColumnType } from 'kysely';
import type { GeneratedInt8, Int8, Timestamp } from './columnTypes.js';

/** Tables of migration 0020_withdrawals (referenced from `Database` in schema.ts). */

export type WithdrawalStatus =
  (typeof import('./migrations/0020_withdrawals.js').WITHDRAWAL_STATUSES)[number];

export type RemainderState =
  (typeof import('./migrations/0044_order_events_withdrawal_remainder.js').REMAINDER_STATES)[number];

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type PayoutKind = 'bank' | 'ewallet';

export interface PayoutAccountsTable {
  id: GeneratedInt8;
  brand_id: Int8;
  account_id: Int8;
  kind: PayoutKind;
  provider: string;
  account_number: string;
  holder_name: string;
  created_at: Timestamp;
  deleted_at: Nullable<Date>;
}

export interface WithdrawalOrdersTable {
  id: GeneratedInt8;
  brand_id: Int8;
  account_id: Int8;
  order_no: string;
  request_key: string;
  payout_account_id: Int8;
  amount_minor: Int8;
  status: WithdrawalStatus;
  received_minor: Nullable<string | bigint>;
  remaining_minor: Nullable<string | bigint>;
  proof_file_ids: ColumnType<string[], string[] | undefined, string[]>;
  reject_reason: Nullable<string>;
  reference: Nullable<string>;
  confirmed_by: Nullable<'member' | 'auto' | 'operator'>;
  hold_transaction_id: Nullable<string>;
  refund_transaction_id: Nullable<string>;
  created_at: Timestamp;
  approved_at: Nullable<Date>;
  rejected_at: Nullable<Date>;
  disbursed_at: Nullable<Date>;
  auto_confirm_at: Nullable<Date>;
  confirmed_at: Nullable<Date>;
  updated_at: Timestamp;
  /** Migration 0044: the remainder of a partly received order, resolved by the operator. */
  remainder_state: Nullable<RemainderState>;
  remainder_reference: Nullable<string>;
  remainder_reason: Nullable<string>;
  remainder_resolved_at: Nullable<Date>;
  remainder_refund_transaction_id: Nullable<string>;
}

export interface WithdrawalOrderEventsTable {
  id: GeneratedInt8;
  order_id: Int8;
  from_status: string | null;
  to_status: string;
  created_at: Timestamp;
}
