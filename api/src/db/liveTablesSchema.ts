import type { ColumnType } from 'kysely';
import type { TableGame } from '@site/house-games/engines';
import type { GeneratedInt8, Int8, Json, Timestamp, WithDefault } from './columnTypes.js';

/** Tables of migration 0063_live_tables (referenced from `Database` in schema.ts). */

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

export type LiveRoundState = 'BETTING' | 'CLOSED' | 'RESULT' | 'SETTLED';
export type LivePlacementState = 'PLACED' | 'UNDONE' | 'SETTLED';

/** A table's limits: per bet type, the least and most one member may have on it in a round. */
export type LiveTableLimits = Record<string, { minMinor: number; maxMinor: number }>;

export interface LiveTablesTable {
  id: GeneratedInt8;
  brand_id: Int8;
  code: string;
  game: TableGame;
  category: 'LIVE' | 'SPORTS';
  name: Json<{ en: string; bn: string }>;
  betting_ms: number;
  dealing_ms: number;
  pause_ms: number;
  limits: Json<LiveTableLimits>;
  sort_order: WithDefault<number>;
  enabled: WithDefault<boolean>;
  /** Finishes the round now and opens no next one (migration 0065). */
  paused: WithDefault<boolean>;
  /** Limits that take effect when the next round opens. */
  next_limits: NullableJson<LiveTableLimits>;
}

export interface LiveTableLeasesTable {
  table_id: Int8;
  holder: string;
  expires_at: Timestamp;
}

export interface LiveRoundsTable {
  id: GeneratedInt8;
  table_id: Int8;
  round_no: number;
  state: WithDefault<LiveRoundState>;
  server_seed: string;
  server_seed_hash: string;
  posted: NullableJson<unknown>;
  outcome: NullableJson<unknown>;
  winner: Nullable<string>;
  opened_at: Timestamp;
  closes_at: Timestamp;
  result_due_at: Timestamp;
  resulted_at: Nullable<Date>;
  settled_at: Nullable<Date>;
}

export interface LivePlacementsTable {
  id: GeneratedInt8;
  round_id: Int8;
  table_id: Int8;
  brand_id: Int8;
  member_id: Int8;
  is_trial: boolean;
  client_key: string;
  request_hash: string;
  total_minor: Int8;
  return_minor: ColumnType<string, bigint | string | undefined, bigint | string>;
  state: WithDefault<LivePlacementState>;
  created_at: Timestamp;
  undone_at: Nullable<Date>;
  settled_at: Nullable<Date>;
}

export interface LiveBetsTable {
  id: GeneratedInt8;
  placement_id: Int8;
  round_id: Int8;
  spot: string;
  bet_type: string;
  amount_minor: Int8;
  return_minor: ColumnType<string | null, bigint | string | null | undefined, bigint | string>;
}
