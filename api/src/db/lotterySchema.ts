import type { ColumnType } from 'kysely';
import type { FamilyBetType } from '@site/contracts';
import type { GeneratedInt8, Int8 } from './columnTypes.js';

/** Tables of migration 0026_lottery (referenced from `Database` in schema.ts). */

export type DrawStatus = 'SCHEDULED' | 'DRAWN' | 'CANCELLED';
export type LotteryBetStatus = 'OPEN' | 'WON' | 'LOST' | 'CANCELLED';
export type VnBetType = 'LO2' | 'DE' | 'CANG3' | 'XIEN2' | 'XIEN3' | 'XIEN4';
/** 0042: the fast families' bet types (services/lottery/houseFamilies.ts). */
export type LotteryBetType = VnBetType | FamilyBetType;

export interface LotteryDrawsTable {
  id: GeneratedInt8;
  game_id: Int8;
  period: string;
  draw_at: ColumnType<Date, Date, Date>;
  /** The prizes' numbers in prize order (special first), as strings of digits. */
  numbers: ColumnType<string[], string, string>;
  salt: string;
  commitment: string;
  status: ColumnType<DrawStatus, DrawStatus | undefined, DrawStatus>;
  drawn_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: ColumnType<Date, Date, Date>;
}

export interface LotteryBetsTable {
  id: GeneratedInt8;
  brand_id: Int8;
  member_id: Int8;
  draw_id: Int8;
  bet_type: LotteryBetType;
  lines: ColumnType<string[][], string, string>;
  line_count: number;
  stake_minor: Int8;
  unit: number;
  odds: number;
  total_minor: Int8;
  win_minor: ColumnType<string, bigint | string | undefined, bigint | string>;
  status: ColumnType<LotteryBetStatus, LotteryBetStatus | undefined, LotteryBetStatus>;
  idempotency_key: string;
  request_hash: string;
  created_at: ColumnType<Date, Date, Date>;
  settled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
