import type { ColumnType } from 'kysely';
import type { Int8, Timestamp, WithDefault } from './columnTypes.js';

/** Tables of migration 0032_referrals (referenced from `Database` in schema.ts). */

export type ReferralState = 'registered' | 'deposited' | 'qualified';

type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;
type NullableInt8 = ColumnType<
  string | null,
  bigint | string | null | undefined,
  bigint | string | null
>;

export interface MemberReferralCodesTable {
  account_id: Int8;
  brand_id: Int8;
  code: string;
  created_at: Timestamp;
}

export interface MemberReferralsTable {
  invitee_id: Int8;
  brand_id: Int8;
  referrer_id: Int8;
  registered_at: Timestamp;
  state: WithDefault<ReferralState>;
  first_deposit_at: NullableTimestamp;
  first_deposit_minor: NullableInt8;
  qualified_at: NullableTimestamp;
  reward_id: NullableInt8;
  capped: WithDefault<boolean>;
}

export interface AffiliateSignupsTable {
  account_id: Int8;
  brand_id: Int8;
  agent_id: Int8;
  affiliate_code: string;
  registered_at: Timestamp;
}
