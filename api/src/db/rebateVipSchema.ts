import type { ColumnType } from 'kysely';
import type { GeneratedInt8, Int8, Json, Timestamp } from './columnTypes.js';

/** Tables of migration 0030_rebate_vip (referenced from `Database` in schema.ts). */

/** One category's part of a rebate claim (minor units, basis points). */
export interface RebateClaimLine {
  category: string;
  validBetMinor: string;
  rateBp: number;
  rebateMinor: string;
}

export interface RebateClaimsTable {
  id: GeneratedInt8;
  brand_id: Int8;
  member_id: Int8;
  period_start: Timestamp;
  period_end: Timestamp;
  valid_bet_minor: Int8;
  amount_minor: Int8;
  vip_level: number;
  lines: Json<RebateClaimLine[]>;
  transaction_id: Int8;
  created_at: Timestamp;
}

export interface VipLevelUpsTable {
  id: GeneratedInt8;
  brand_id: Int8;
  member_id: Int8;
  level: number;
  reached_at: Timestamp;
  deposit_minor: Int8;
  valid_bet_minor: Int8;
  upgrade_bonus_minor: Int8;
  rewarded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Migration 0035: a member's credited deposits and settled real valid bets (minor), kept by triggers. */
export interface VipTotalsTable {
  member_id: Int8;
  deposit_minor: ColumnType<string, bigint | string | undefined, bigint | string>;
  valid_bet_minor: ColumnType<string, bigint | string | undefined, bigint | string>;
}
