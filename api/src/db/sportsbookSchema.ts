import type { ColumnType } from 'kysely';
import type {
  LocalizedText,
  Sport,
  SportsEventStatus,
  SportsMarketKind,
  SportsMarketResult,
  SportsMarketState,
  SportsScore,
} from '@site/contracts';
import type { DefaultTimestamp, GeneratedInt8, Int8, Json, Timestamp } from './columnTypes.js';

/** Tables of migration 0061_sportsbook_feed (referenced from `Database` in schema.ts). */

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;
/** Numbered by the database's trigger on every insert and update (commit order). */
type ChangeSeq = ColumnType<string, never, never>;

export interface SportsTeamColumn {
  code: string;
  name: LocalizedText;
}

export interface SportsEventsTable {
  id: GeneratedInt8;
  /** 'HOUSE' for the house feed; a real feed's name otherwise. */
  provider: ColumnType<string, string | undefined, never>;
  external_id: ColumnType<string, string, never>;
  sport: ColumnType<Sport, Sport, never>;
  competition_code: string;
  competition: Json<LocalizedText>;
  format: string;
  home: Json<SportsTeamColumn>;
  away: Json<SportsTeamColumn>;
  starts_at: Timestamp;
  status: ColumnType<SportsEventStatus, SportsEventStatus | undefined, SportsEventStatus>;
  score: ColumnType<SportsScore, string | undefined, string>;
  trader_suspended: ColumnType<boolean, boolean | undefined, boolean>;
  /** The house feed: the final score an operator finished the event with (it stops simulating). */
  trader_result: NullableJson<{ home: number; away: number }>;
  /** The house feed's simulation seed (the same seed plays the same match). */
  seed: Int8;
  ended_at: Nullable<Date>;
  change_seq: ChangeSeq;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface SportsMarketsTable {
  id: GeneratedInt8;
  event_id: ColumnType<string, bigint | string, never>;
  kind: ColumnType<SportsMarketKind, SportsMarketKind, never>;
  scope: ColumnType<string, string | undefined, never>;
  /** The line × 4 (quarter lines exactly); null for markets without a line. */
  line_quarters: ColumnType<number | null, number | null | undefined, never>;
  state: ColumnType<SportsMarketState, SportsMarketState | undefined, SportsMarketState>;
  suspended_by: Nullable<'FEED' | 'TRADER'>;
  result: NullableJson<SportsMarketResult>;
  result_version: ColumnType<number, number | undefined, number>;
  resulted_at: Nullable<Date>;
  void_reason: Nullable<string>;
  sort_order: ColumnType<number, number | undefined, number>;
  change_seq: ChangeSeq;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface SportsSelectionsTable {
  id: GeneratedInt8;
  market_id: ColumnType<string, bigint | string, never>;
  code: ColumnType<string, string, never>;
  name: Json<LocalizedText>;
  /** Decimal odds × 1000. */
  odds_milli: number;
  /** Bumped by the database at every change of `odds_milli`. */
  price_version: ColumnType<number, never, never>;
  /** A trader's price (house feed): the pricing model leaves it alone while set. */
  trader_odds_milli: Nullable<number>;
  sort_order: ColumnType<number, number | undefined, number>;
  change_seq: ChangeSeq;
  updated_at: DefaultTimestamp;
}

export interface SportsFeedLeaseTable {
  name: string;
  holder: string;
  expires_at: Timestamp;
}
