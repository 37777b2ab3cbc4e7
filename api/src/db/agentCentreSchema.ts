import type { ColumnType } from 'kysely';
import type { GeneratedInt8, Int8, Timestamp } from './columnTypes.js';

/** Tables of migrations 0025_agent_centre and 0027_agent_dividends (referenced from `Database` in schema.ts). */

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type AgentContractKind = 'REAL_TIME_SALARY' | 'HOURLY_SALARY' | 'DAILY_SALARY' | 'DIVIDEND';
export type DividendPeriod = 'DAILY' | 'WEEKLY' | 'SEMIMONTHLY' | 'MONTHLY';

/** One dividend tier as stored (jsonb): thresholds of the period in minor units, the rate in bp. */
export interface DividendTierRow {
  minValidBetMinor: number;
  minActiveMembers: number;
  minTeamLossMinor: number;
  rateBp: number;
}
export type AgentContractState = 'OFFERED' | 'ACCEPTED' | 'REJECTED' | 'COMPLETED' | 'TERMINATED';

export interface AgentContractsTable {
  id: GeneratedInt8;
  brand_id: Int8;
  kind: AgentContractKind;
  /** The direct upline who pays; null: the platform (the brand's house). */
  payer_id: Int8 | null;
  agent_id: Int8;
  state: AgentContractState;
  rate_bp: number;
  profit_rate_bp: ColumnType<number, number | undefined, number>;
  min_bet_minor: ColumnType<string, bigint | string | undefined, bigint | string>;
  /** Dividends only (0027): the settlement period and the tiers. */
  period: Nullable<DividendPeriod>;
  tiers: ColumnType<DividendTierRow[] | null, string | null | undefined, string | null>;
  termination_requested_at: Nullable<Date>;
  accepted_at: Nullable<Date>;
  ended_at: Nullable<Date>;
  created_at: Timestamp;
}

export interface AgentSettlementsTable {
  id: GeneratedInt8;
  contract_id: Int8;
  period_start: Timestamp;
  period_end: Timestamp;
  basis_minor: ColumnType<string, bigint | string, bigint | string>;
  amount_minor: ColumnType<string, bigint | string, bigint | string>;
  state: 'NOTHING_DUE' | 'OUTSTANDING' | 'PAID';
  /** Dividends (0027): the tier the period reached, 1 first; null for salaries or none. */
  tier: Nullable<number>;
  transaction_id: ColumnType<
    string | null,
    string | bigint | null | undefined,
    string | bigint | null
  >;
  created_at: Timestamp;
  paid_at: Nullable<Date>;
}
