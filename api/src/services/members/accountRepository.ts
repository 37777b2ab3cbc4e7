export interface AccountSummary {
  id: string;
  brandId: string;
  username: string;
  nickname: string;
  isAgent: number;
  uplineId: string | null;
  uplineUsername: string | null;
  clubLabelName: string;
  clubRankLevel: number;
  /** Disabled by an operator: sessions are refused. */
  disabled: boolean;
}

/** The columns of an AccountSummary, read from `accounts as a` left-joined to its upline `u`. */
export const ACCOUNT_SUMMARY_COLUMNS = [
  'a.id',
  'a.brand_id',
  'a.username',
  'a.nickname',
  'a.is_agent',
  'a.upline_id',
  'u.username as upline_username',
  'a.club_label_name',
  'a.club_rank_level',
  'a.disabled_at',
] as const;

export interface AccountSummaryRow {
  id: string;
  brand_id: string;
  username: string;
  nickname: string;
  is_agent: number;
  upline_id: string | null;
  upline_username: string | null;
  club_label_name: string;
  club_rank_level: number;
  disabled_at: Date | null;
}

export function toAccountSummary(row: AccountSummaryRow): AccountSummary {
  return {
    id: row.id,
    brandId: row.brand_id,
    username: row.username,
    nickname: row.nickname,
    isAgent: row.is_agent,
    uplineId: row.upline_id,
    uplineUsername: row.upline_username,
    clubLabelName: row.club_label_name,
    clubRankLevel: row.club_rank_level,
    disabled: row.disabled_at !== null,
  };
}

/** isAgent 4 marks a trial (non-real) account. */
export const TRIAL_ACCOUNT_TYPE = 4;
/** Account types that may use the agent centre (spec §6). */
export const AGENT_ACCOUNT_TYPES: readonly number[] = [1, 2, 41, 42];

export const isTrialAccount = (account: Pick<AccountSummary, 'isAgent'>): boolean =>
  account.isAgent === TRIAL_ACCOUNT_TYPE;
export const isAgentAccount = (account: Pick<AccountSummary, 'isAgent'>): boolean =>
  AGENT_ACCOUNT_TYPES.includes(account.isAgent);
