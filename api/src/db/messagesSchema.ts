import type { ColumnType } from 'kysely';
import type { GeneratedInt8, Int8 } from './columnTypes.js';

/** Tables of migration 0023_messages (referenced from `Database` in schema.ts). */

export interface MessageSendsTable {
  id: GeneratedInt8;
  brand_id: Int8;
  idempotency_key: string;
  request_hash: string;
  operator_name: string;
  target: ColumnType<unknown, string, string>;
  title: string;
  body: string;
  recipients: number;
  created_at: ColumnType<Date, Date, Date>;
}
