import type { ColumnType } from 'kysely';
import type { GeneratedInt8, Int8, Timestamp, WithDefault } from './columnTypes.js';

/** Tables of migration 0031 (raffles; referenced from `Database` in schema.ts). */

export interface RaffleTicketsTable {
  id: GeneratedInt8;
  promotion_id: Int8;
  /** The local calendar day of the period's draw, `YYYY-MM-DD`. */
  period: string;
  account_id: Int8;
  ticket_no: number;
  draw_at: Timestamp;
  created_at: Timestamp;
}

export interface RaffleDrawsTable {
  promotion_id: Int8;
  period: string;
  draw_at: Timestamp;
  drawn_at: Timestamp;
  tickets: number;
  prize_minor: Int8;
  payout: 'CASH' | 'BONUS';
  early: WithDefault<boolean>;
}

export interface RaffleWinnersTable {
  id: GeneratedInt8;
  promotion_id: Int8;
  period: string;
  ticket_id: Int8;
  account_id: Int8;
  rank: ColumnType<number, number, never>;
}
