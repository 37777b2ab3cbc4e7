import type { ColumnType } from 'kysely';
import type { GeneratedInt8, Int8, Timestamp, WithDefault } from './columnTypes.js';
import type {
  POINT_POOLS,
  POINT_TRANSACTION_KINDS,
  REDEMPTION_STATUSES,
  REWARD_CATEGORIES,
} from './migrations/0024_points_mall.js';

/** Tables of migration 0024_points_mall (referenced from `Database` in schema.ts). */

export type PointTransactionKind = (typeof POINT_TRANSACTION_KINDS)[number];
export type PointPool = (typeof POINT_POOLS)[number];
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];
export type RewardCategory = (typeof REWARD_CATEGORIES)[number];

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface PointTransactionsTable {
  id: GeneratedInt8;
  brand_id: Int8;
  account_id: Int8;
  kind: PointTransactionKind;
  idempotency_key: string;
  points: Int8;
  bet_record_id: Nullable<string>;
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
}

export interface PointEntriesTable {
  id: GeneratedInt8;
  transaction_id: Int8;
  brand_id: Int8;
  pool: PointPool;
  account_id: Nullable<string>;
  amount: Int8;
}

export interface PointRedemptionsTable {
  id: GeneratedInt8;
  brand_id: Int8;
  account_id: Int8;
  reward_id: Int8;
  request_key: string;
  quantity: number;
  points_each: Int8;
  points_total: Int8;
  status: RedemptionStatus;
  remark: Nullable<string>;
  spend_transaction_id: Int8;
  refund_transaction_id: Nullable<string>;
  reviewed_by: Nullable<string>;
  created_at: Timestamp;
  reviewed_at: Nullable<Date>;
}

export interface PointConversionsTable {
  id: GeneratedInt8;
  brand_id: Int8;
  account_id: Int8;
  request_key: string;
  points: Int8;
  amount_minor: Int8;
  points_per_unit: number;
  point_transaction_id: Int8;
  wallet_transaction_id: Int8;
  created_at: Timestamp;
}

/** Columns 0024 added to point_rewards. */
export interface PointRewardGoodsColumns {
  category: WithDefault<RewardCategory>;
  details_bn: WithDefault<string>;
  details_en: WithDefault<string>;
  max_per_redemption: WithDefault<number>;
}
