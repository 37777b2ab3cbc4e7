import type { ColumnType } from 'kysely';
import type { Int8, Timestamp } from './columnTypes.js';

/** Tables of migration 0053_release_channels (referenced from `Database` in schema.ts). */

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface RemoteReleaseTable {
  remote: string;
  version: string;
  manifest_url: string;
  published_at: Timestamp;
  /** The operator's username (or `root`). */
  published_by: string;
}

export interface RemoteChannelTable {
  brand_id: Int8;
  environment: string;
  remote: string;
  pinned_version: string;
  pinned_at: Timestamp;
  /** The canary's fields are all null (no canary) or all set. */
  canary_version: Nullable<string>;
  canary_percent: Nullable<number>;
  canary_max_failure_rate: Nullable<number>;
  canary_min_sessions: Nullable<number>;
  canary_started_at: Nullable<Date>;
  last_good_version: Nullable<string>;
  updated_at: Timestamp;
}

export type RemoteLoadOutcome = 'loaded' | 'failed';

export interface RemoteLoadReportTable {
  brand_id: Int8;
  environment: string;
  remote: string;
  version: string;
  session: string;
  client_address: string;
  outcome: RemoteLoadOutcome;
  stage: Nullable<string>;
  first_at: Timestamp;
  updated_at: Timestamp;
}
