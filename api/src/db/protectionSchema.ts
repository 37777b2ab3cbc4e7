import type { ColumnType } from 'kysely';
import type { GeneratedInt8, Int8, Timestamp, WithDefault } from './columnTypes.js';

/** Tables of migration 0051_player_protection (referenced from `Database` in schema.ts). */

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type NullableInt8 = ColumnType<
  string | null,
  bigint | string | null | undefined,
  bigint | string | null
>;

export type ProtectionLimitKind = 'deposit' | 'loss' | 'wager' | 'session';

export interface ProtectionLimitsTable {
  id: GeneratedInt8;
  member_id: Int8;
  brand_id: Int8;
  kind: ProtectionLimitKind;
  /** day, week or month; null for the session limit. */
  period: Nullable<'day' | 'week' | 'month'>;
  /** The money limit in force (minor units); null: none. */
  amount_minor: NullableInt8;
  /** The session limit in force (minutes); null: none. */
  minutes: Nullable<number>;
  /** An increase or removal waits for its cooling-off, then the member's confirmation. */
  pending: WithDefault<boolean>;
  pending_amount_minor: NullableInt8;
  pending_minutes: Nullable<number>;
  pending_since: Nullable<Date>;
  confirmable_at: Nullable<Date>;
  updated_at: Timestamp;
}

export interface ProtectionSettingsTable {
  member_id: Int8;
  /** 15, 30 or 60; null: the brand's default. */
  reality_check_minutes: Nullable<number>;
  updated_at: Timestamp;
}

export type ExclusionKindName = 'TIME_OUT' | 'SELF_EXCLUSION';

export interface ExclusionsTable {
  id: GeneratedInt8;
  member_id: Int8;
  brand_id: Int8;
  licence_group: string;
  kind: ExclusionKindName;
  started_at: Timestamp;
  /** null: permanent. */
  until: Nullable<Date>;
  return_requested_at: Nullable<Date>;
  verified_mobile: Nullable<string>;
  verified_email: Nullable<string>;
  real_name: Nullable<string>;
  birthday: Nullable<string>;
}

export interface ExclusionAccountsTable {
  exclusion_id: Int8;
  account_id: Int8;
}

export interface ProtectionAuditTable {
  id: GeneratedInt8;
  member_id: Int8;
  brand_id: Int8;
  actor: 'member' | 'operator';
  operator_id: NullableInt8;
  operator_name: Nullable<string>;
  action: string;
  before: ColumnType<unknown, string | null | undefined, never>;
  after: ColumnType<unknown, string | null | undefined, never>;
  reason: Nullable<string>;
  created_at: Timestamp;
}
