import type { ColumnType } from 'kysely';
import type { OddsChangePolicy, SportsBetState, SportsLegResult } from '@site/contracts';
import type { GeneratedInt8, Int8, Timestamp, WithDefault } from './columnTypes.js';

/** Tables of migration 0062_sportsbook_bets (referenced from `Database` in schema.ts). */

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface SportsSlipsTable {
  id: GeneratedInt8;
  brand_id: Int8;
  member_id: Int8;
  slip_key: string;
  request_hash: string;
  odds_change: OddsChangePolicy;
  stake_minor: Int8;
  created_at: Timestamp;
}

export interface SportsBetsTable {
  id: GeneratedInt8;
  slip_id: Int8;
  position: number;
  brand_id: Int8;
  member_id: Int8;
  is_trial: boolean;
  kind: 'SINGLE' | 'MULTIPLE';
  stake_minor: Int8;
  odds_milli: number;
  potential_return_minor: Int8;
  paid_return_minor: WithDefault<string>;
  state: SportsBetState;
  refusal: Nullable<string>;
  accept_at: Nullable<Date>;
  settlement_version: WithDefault<number>;
  created_at: Timestamp;
  settled_at: Nullable<Date>;
}

export interface SportsBetLegsTable {
  id: GeneratedInt8;
  bet_id: Int8;
  selection_id: Int8;
  market_id: Int8;
  event_id: Int8;
  selection_code: string;
  line_quarters: number | null;
  odds_milli: number;
  price_version: number;
  result: WithDefault<SportsLegResult>;
  dead_heat: WithDefault<number>;
  result_version: WithDefault<number>;
  settled_at: Nullable<Date>;
}

export interface SportsBetCorrectionsTable {
  id: GeneratedInt8;
  bet_id: Int8;
  settlement_version: number;
  market_id: Nullable<string>;
  result_version: number | null;
  operator_id: Nullable<string>;
  reason: string;
  previous_state: SportsBetState;
  previous_return_minor: Int8;
  new_state: SportsBetState;
  new_return_minor: Int8;
  unrecovered_minor: WithDefault<string>;
  created_at: Timestamp;
}

export interface SportsMarketSettlementsTable {
  market_id: Int8;
  result_version: number;
  operator_id: Nullable<string>;
  legs_settled: number;
  bets_settled: number;
  settled_at: Timestamp;
}

export interface SportsEventLocksTable {
  event_id: Int8;
}
