import type { ColumnType } from 'kysely';
import type { GeneratedInt8, Int8, Json, Timestamp, WithDefault } from './columnTypes.js';
import type { PRIZE_PAYOUTS, TICKET_KINDS } from './migrations/0034_lucky_draws.js';

/** Tables of migration 0034_lucky_draws (referenced from `Database` in schema.ts). */

export type TicketKind = (typeof TICKET_KINDS)[number];
export type PrizePayout = (typeof PRIZE_PAYOUTS)[number];

/** One segment of the wheel as it was spun (major units). */
export interface WheelSegment {
  amount: number;
  payout: PrizePayout;
  turnover: number;
}

export interface LuckyTicketsTable {
  id: GeneratedInt8;
  brand_id: Int8;
  account_id: Int8;
  kind: TicketKind;
  earned_by: string;
  created_at: Timestamp;
}

interface SpentTicket {
  id: GeneratedInt8;
  brand_id: Int8;
  account_id: Int8;
  ticket_id: Int8;
  amount_minor: Int8;
  payout: PrizePayout;
  /** numeric: read as a decimal string. */
  turnover_multiple: ColumnType<string, number | string | undefined, never>;
  created_at: Timestamp;
}

export interface WheelSpinsTable extends SpentTicket {
  ticket_kind: WithDefault<'WHEEL'>;
  segment: number;
  segments: Json<WheelSegment[]>;
}

export interface EnvelopeOpeningsTable extends SpentTicket {
  ticket_kind: WithDefault<'ENVELOPE'>;
  window_start: Timestamp;
}
