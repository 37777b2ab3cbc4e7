import type { ColumnType } from 'kysely';
import type { GeneratedInt8, Int8, Timestamp, WithDefault } from './columnTypes.js';
import type {
  LOGIN_VERIFY_METHODS,
  MEMBER_CODE_PURPOSES,
} from './migrations/0022_security_centre.js';

/** Tables of migration 0022_security_centre (referenced from `Database` in schema.ts). */

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type MemberCodePurpose = (typeof MEMBER_CODE_PURPOSES)[number];
export type LoginVerifyMethod = (typeof LOGIN_VERIFY_METHODS)[number];

export interface AccountLoginIpsTable {
  account_id: Int8;
  ip: string;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface MemberCodesTable {
  id: GeneratedInt8;
  account_id: Int8;
  purpose: MemberCodePurpose;
  target: string;
  salt: string;
  code_hash: string;
  attempts: WithDefault<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Nullable<Date>;
}

/** An authenticator's columns, whoever holds it (member_totp, operator_totp of the operators' schema). */
export interface TotpColumns {
  secret: string;
  confirmed_at: Nullable<Date>;
  last_step: ColumnType<string, bigint | string | number | undefined, bigint | string | number>;
  created_at: Timestamp;
}

export interface MemberTotpTable extends TotpColumns {
  account_id: Int8;
}

export interface LoginOutcome {
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  mustChangePassword: boolean;
  /** A social login attempt to link once the session is granted (services/auth/socialLogin.ts). */
  socialLink?: string;
}

export interface LoginChallengesTable {
  id_hash: string;
  account_id: Int8;
  brand_id: Int8;
  ip: string;
  login_type: string;
  methods: ColumnType<LoginVerifyMethod[], LoginVerifyMethod[], LoginVerifyMethod[]>;
  outcome: ColumnType<LoginOutcome, string, string>;
  attempts: WithDefault<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Nullable<Date>;
}
