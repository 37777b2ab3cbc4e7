import type { ColumnType } from 'kysely';
import type { GeneratedInt8, Int8, Timestamp, WithDefault } from './columnTypes.js';
import type {
  BONUS_STATES,
  REWARD_PAYOUTS,
  REWARD_SOURCES,
  REWARD_STATES,
} from './migrations/0029_member_rewards.js';

/** Tables of migration 0029_member_rewards (referenced from `Database` in schema.ts). */

export type RewardSource = (typeof REWARD_SOURCES)[number];
export type RewardState = (typeof REWARD_STATES)[number];
export type RewardPayout = (typeof REWARD_PAYOUTS)[number];
export type BonusState = (typeof BONUS_STATES)[number];

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface MemberRewardsTable {
  id: GeneratedInt8;
  brand_id: Int8;
  account_id: Int8;
  source: RewardSource;
  source_key: string;
  title: string;
  amount_minor: Int8;
  payout: RewardPayout;
  /** numeric: read as a decimal string. */
  turnover_multiple: ColumnType<string, number | string | undefined, never>;
  state: WithDefault<RewardState>;
  reason: Nullable<string>;
  created_at: Timestamp;
  expires_at: Nullable<Date>;
  claimed_at: Nullable<Date>;
  transaction_id: Nullable<string>;
}

export interface MemberBonusesTable {
  id: GeneratedInt8;
  brand_id: Int8;
  account_id: Int8;
  reward_id: Int8;
  amount_minor: Int8;
  turnover_required_minor: Int8;
  state: WithDefault<BonusState>;
  claimed_at: Timestamp;
  expires_at: Nullable<Date>;
  ended_at: Nullable<Date>;
}
