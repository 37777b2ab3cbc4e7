import type { ColumnType } from 'kysely';
import type { GeneratedInt8, Int8, Timestamp } from './columnTypes.js';
import type { SOCIAL_ATTEMPT_STATUSES } from './migrations/0043_social_login.js';

/** Tables of migration 0043_social_login (referenced from `Database` in schema.ts). */

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
export type SocialAttemptStatus = (typeof SOCIAL_ATTEMPT_STATUSES)[number];

export interface SocialLoginAttemptsTable {
  id: GeneratedInt8;
  state_hash: string;
  browser_hash: string;
  brand_id: Int8;
  provider: string;
  redirect_uri: string;
  code_verifier: string;
  nonce: string;
  return_to: ColumnType<string, string | undefined, string>;
  status: ColumnType<SocialAttemptStatus, SocialAttemptStatus | undefined, SocialAttemptStatus>;
  issuer: Nullable<string>;
  subject: Nullable<string>;
  display_name: Nullable<string>;
  email: Nullable<string>;
  created_at: Timestamp;
  expires_at: Timestamp;
  identified_at: Nullable<Date>;
  done_at: Nullable<Date>;
}

export interface SocialIdentitiesTable {
  id: GeneratedInt8;
  brand_id: Int8;
  account_id: Int8;
  provider: string;
  issuer: string;
  subject: string;
  email: Nullable<string>;
  created_at: Timestamp;
  last_used_at: Nullable<Date>;
}
