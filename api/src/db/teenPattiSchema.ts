import type { ColumnType } from 'kysely';
import type { teenPatti } from '@site/house-games/engines';
import type { GeneratedInt8, Int8, Json, Timestamp, WithDefault } from './columnTypes.js';

/** Tables of migration 0064_teen_patti (referenced from `Database` in schema.ts). */

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface PvpTablesTable {
  id: GeneratedInt8;
  brand_id: Int8;
  name: string;
  seats: number;
  boot_minor: Int8;
  max_stake_minor: Int8;
  max_blind_chaals: number;
  rake_basis_points: number;
  turn_ms: number;
  hands_dealt: WithDefault<number>;
  next_server_seed: string;
  next_server_seed_hash: string;
  lease_holder: Nullable<string>;
  lease_expires_at: Nullable<Date>;
  version: WithDefault<string>;
  created_at: Timestamp;
  /** Finishes the hand in play and deals no next one (migration 0065). */
  paused: WithDefault<boolean>;
  /** A boot and a rake that take effect at the next deal. */
  next_boot_minor: ColumnType<
    string | null,
    bigint | string | null | undefined,
    bigint | string | null
  >;
  next_rake_basis_points: Nullable<number>;
}

export interface PvpSeatsTable {
  table_id: Int8;
  seat: number;
  member_id: Int8;
  ready: WithDefault<boolean>;
  sat_at: Timestamp;
}

export type PvpHandState = 'PLAYING' | 'FINISHED';

export interface PvpHandsTable {
  id: GeneratedInt8;
  table_id: Int8;
  hand_no: number;
  state: PvpHandState;
  /** The rules engine's state, every player's cards included: never sent as it is. */
  engine: Json<teenPatti.HandState>;
  turn_seq: WithDefault<number>;
  turn_deadline: Nullable<Date>;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  pot_minor: Int8;
  rake_minor: Nullable<string>;
  winner_id: Nullable<string>;
  started_at: Timestamp;
  finished_at: Nullable<Date>;
}

export interface PvpHandPlayersTable {
  hand_id: Int8;
  position: number;
  seat: number;
  member_id: Int8;
}

export type PvpActionKind =
  | 'SEE'
  | 'CHAAL'
  | 'RAISE'
  | 'PACK'
  | 'SHOW'
  | 'SIDE_SHOW'
  | 'SIDE_SHOW_ACCEPT'
  | 'SIDE_SHOW_REFUSE'
  | 'TIMEOUT';

export interface PvpActionsTable {
  hand_id: Int8;
  turn_seq: number;
  member_id: Int8;
  action_key: string | null;
  kind: PvpActionKind;
  paid_minor: Int8;
  created_at: Timestamp;
}
