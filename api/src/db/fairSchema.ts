import type { ColumnType } from 'kysely';
import type { GeneratedInt8, Int8, Json, Timestamp } from './columnTypes.js';
import type { FAIR_SEED_PAIR_STATUSES } from './migrations/0046_fair_seeds.js';
import type { HOUSE_ROUND_STATUSES } from './migrations/0048_house_round_state.js';

/** Tables of migration 0046_fair_seeds (referenced from `Database` in schema.ts). */

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
export type FairSeedPairStatus = (typeof FAIR_SEED_PAIR_STATUSES)[number];

export interface FairSeedPairsTable {
  id: GeneratedInt8;
  brand_id: Int8;
  account_id: Int8;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: ColumnType<number, number | undefined, number>;
  status: ColumnType<FairSeedPairStatus, FairSeedPairStatus | undefined, FairSeedPairStatus>;
  created_at: Timestamp;
  revealed_at: Nullable<Date>;
}

export interface FairRoundsTable {
  round_id: string;
  brand_id: Int8;
  account_id: Int8;
  node_id: Int8;
  seed_pair_id: Int8;
  nonce: number;
  engine: string;
  actions: Json<unknown[]>;
  outcome: Json<unknown>;
  bet_minor: Int8;
  win_minor: Int8;
  created_at: Timestamp;
  settled_at: Nullable<Date>;
  /** 0048: OPEN while a multi-step round waits for the player, then SETTLED (final). */
  status: ColumnType<
    (typeof HOUSE_ROUND_STATUSES)[number],
    (typeof HOUSE_ROUND_STATUSES)[number] | undefined,
    (typeof HOUSE_ROUND_STATUSES)[number]
  >;
  /** How many of the player's actions the round has applied. */
  step: ColumnType<number, number | undefined, number>;
  /** The lease of the action being applied (0048), and how many actions have claimed the round. */
  acting_until: Nullable<Date>;
  claims: ColumnType<number, number | undefined, number>;
  /** The engine's state, shoe included: never sent to the player. */
  state: ColumnType<unknown, string | null | undefined, string | null>;
  /** Every stake of the round, extras included. */
  staked_minor: Int8;
}
