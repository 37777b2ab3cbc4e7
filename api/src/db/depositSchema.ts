import type { ColumnType } from 'kysely';
import type { GeneratedInt8, Int8, Timestamp } from './columnTypes.js';

/** Tables of migration 0019_deposits (referenced from `Database` in schema.ts). */

export type DepositState = (typeof import('./migrations/0019_deposits.js').DEPOSIT_STATES)[number];

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** One line the member is shown to pay to (account name, number, wallet address). */
export interface PayeeLine {
  label: { bn: string; en: string };
  value: string;
}

export interface DepositPayee {
  lines: PayeeLine[];
  instructions: { bn: string; en: string };
}

export interface DepositOrdersTable {
  id: GeneratedInt8;
  brand_id: Int8;
  account_id: Int8;
  reference: string;
  idempotency_key: string;
  method: string;
  channel: string;
  provider: string;
  amount_minor: Int8;
  state: ColumnType<DepositState, DepositState | undefined, DepositState>;
  payee: ColumnType<DepositPayee, string, string>;
  proof_file_ids: ColumnType<string[], string[] | undefined, string[]>;
  provider_reference: Nullable<string>;
  fail_reason: Nullable<string>;
  transaction_id: Nullable<string>;
  created_at: Timestamp;
  expires_at: Timestamp;
  settled_at: Nullable<Date>;
}
