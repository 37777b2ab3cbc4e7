import type { LedgerKindName } from '@site/contracts';
import type { ColumnType } from 'kysely';
import type { GeneratedInt8, Int8, Timestamp, WithDefault } from './columnTypes.js';
import type { TotpColumns } from './securityCentreSchema.js';

/** Tables of migration 0017_cashier_foundation (referenced from `Database` in schema.ts). */

/**
 * What a movement is, in the words of the member's account record. The contracts' list is the
 * one the code uses; the database's check constraint (migration 0017, a frozen snapshot that
 * must not follow later edits) is kept equal to it by the records test.
 */
export type LedgerKind = LedgerKindName;

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface PaymentPasswordsTable {
  account_id: Int8;
  password_hash: string;
  failed_attempts: WithDefault<number>;
  locked_until: Nullable<Date>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Migration 0038: checks comparing their hash right now, and when the last one began. */
  checks_in_flight: WithDefault<number>;
  checks_started_at: Nullable<Date>;
}

export type MemberFilePurpose = 'deposit_proof' | 'withdrawal_proof';

export interface MemberFilesTable {
  id: GeneratedInt8;
  brand_id: Int8;
  account_id: Int8;
  purpose: MemberFilePurpose;
  file_name: string;
  content_type: 'image/png' | 'image/jpeg';
  size: number;
  sha256: string;
  data: Buffer;
  created_at: Timestamp;
}

export type OperatorRole = 'admin' | 'finance' | 'support' | 'release';

export interface OperatorsTable {
  id: GeneratedInt8;
  username: string;
  password_hash: string;
  roles: OperatorRole[];
  brand_ids: Nullable<string[]>;
  disabled_at: Nullable<Date>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface OperatorSessionsTable {
  token_hash: string;
  operator_id: Int8;
  ip: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Nullable<Date>;
  second_factor: OperatorSecondFactor;
  last_used_at: Timestamp;
}

/** A one-minute single-use ticket that opens an operator's event stream (migration 0060). */
export interface OpsLiveTicketsTable {
  ticket_hash: string;
  session_hash: string;
  operator_id: Int8;
  expires_at: Timestamp;
  used_at: Nullable<Date>;
}

/** What an operator session proved at sign-in (OperatorView.secondFactor of the contracts). */
export type OperatorSecondFactor = 'verified' | 'not-required' | 'enrolment-required';

export interface OperatorTotpTable extends TotpColumns {
  operator_id: Int8;
}

export interface OperatorAuditTable {
  id: GeneratedInt8;
  operator_id: Int8 | null;
  operator_name: string;
  brand_id: Int8 | null;
  action: string;
  target_type: string;
  target_id: string;
  before: ColumnType<unknown, string | null | undefined, never>;
  after: ColumnType<unknown, string | null | undefined, never>;
  reason: string | null;
  ip: string;
  created_at: Timestamp;
}
