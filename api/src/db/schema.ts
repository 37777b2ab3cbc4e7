import type { ColumnType, Insertable, Selectable } from 'kysely';
import type { ResultFormat } from '@site/contracts';
import type { BrandConfig } from '../services/brands/brandConfig.js';
import type {
  DefaultTimestamp,
  GeneratedInt8,
  Int8,
  Json,
  Timestamp,
  WithDefault,
} from './columnTypes.js';
import type { PointRewardGoodsColumns } from './pointsSchema.js';

export interface BrandsTable {
  id: GeneratedInt8;
  merchant_code: string;
  name: string;
  config: Json<BrandConfig>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface BrandHostsTable {
  host: string;
  brand_id: Int8;
}

export interface BrandModulesTable {
  brand_id: Int8;
  mod_id: string;
  parent_mod_id: string | null;
  name: string;
  enabled: boolean;
  sort_order: number;
}

export interface AccountsTable {
  id: GeneratedInt8;
  brand_id: Int8;
  username: string;
  username_key: string;
  password_hash: string;
  nickname: string;
  is_agent: number;
  upline_id: Int8 | null;
  club_label_name: WithDefault<string>;
  club_rank_level: WithDefault<number>;
  password_changed_at: Timestamp;
  first_login_at: Timestamp | null;
  // 0006_account_security
  disabled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  must_change_password: WithDefault<boolean>;
  mobile_num: ColumnType<string | null, string | null | undefined, string | null>;
  country_dialing_code: ColumnType<string | null, string | null | undefined, string | null>;
  email: ColumnType<string | null, string | null | undefined, string | null>;
  affiliate_code: ColumnType<string | null, string | null | undefined, string | null>;
  referral_code: ColumnType<string | null, string | null | undefined, string | null>;
  profile: ColumnType<Record<string, string>, string | undefined, string>;
  created_at: DefaultTimestamp;
  // 0022_security_centre: a confirmed binding (the database refuses to change it).
  mobile_verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  email_verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  // 0052_minimum_age: closed by an operator as found under age.
  under_age_closed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface SessionsTable {
  token_hash: string;
  account_id: Int8;
  brand_id: Int8;
  ip: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  /** 'password' | 'sms' | 'freeplay' | 'register' | 'reset' (0006). */
  login_type: WithDefault<string>;
  /** The browser that opened it (0022), shown in the security centre's device list. */
  user_agent: WithDefault<string>;
}

export interface WalletsTable {
  account_id: Int8;
  currency: string;
  balance_minor: Int8;
  updated_at: DefaultTimestamp;
}

export interface PointAccountsTable {
  account_id: Int8;
  balance: Int8;
  updated_at: DefaultTimestamp;
}

export interface GameCategoriesTable {
  game_type: string;
  name_bn: string;
  name_en: string;
  sort_order: number;
}

export interface GameVendorsTable {
  id: GeneratedInt8;
  vassalage: string;
  game_type: string;
  display_name: string;
  small_icon: string;
  is_hot: boolean;
  account_type_id: number;
  node_id: Int8;
  sort_order: number;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
}

export type PrizeMode = 'Lott' | 'ZY' | 'Elott' | 'SEA';

export interface LotteryGamesTable {
  id: GeneratedInt8;
  game_code: string;
  name_bn: string;
  name_en: string;
  prize_mode: PrizeMode;
  draw_interval_seconds: number;
  vendor: string;
  popularity: number;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  /**
   * 0026: the house's own games (NORTH 27 numbers, SOUTH 18); 0042: or a fast family's (WINGO,
   * K3, SSC, PK10, KENO); null for an outside vendor's (not listed: it cannot be played here).
   */
  result_format: ColumnType<
    ResultFormat | null,
    ResultFormat | null | undefined,
    ResultFormat | null
  >;
  draw_offset_seconds: ColumnType<number, number | undefined, number>;
}

export interface PointRewardsTable extends PointRewardGoodsColumns {
  id: GeneratedInt8;
  brand_id: Int8;
  sku: string;
  name_bn: string;
  name_en: string;
  points_cost: Int8;
  stock: number;
  image_key: string;
  sort_order: number;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface Database {
  brands: BrandsTable;
  brand_hosts: BrandHostsTable;
  brand_modules: BrandModulesTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  wallets: WalletsTable;
  point_accounts: PointAccountsTable;
  game_categories: GameCategoriesTable;
  game_vendors: GameVendorsTable;
  lottery_games: LotteryGamesTable;
  point_rewards: PointRewardsTable;
  lottery_draws: import('./lotterySchema.js').LotteryDrawsTable;
  lottery_bets: import('./lotterySchema.js').LotteryBetsTable;
  rate_limits: import('./securitySchema.js').RateLimitsTable;
  login_throttle: import('./securitySchema.js').LoginThrottleTable;
  captchas: import('./securitySchema.js').CaptchasTable;
  verification_codes: import('./securitySchema.js').VerificationCodesTable;
  password_reset_tokens: import('./securitySchema.js').PasswordResetTokensTable;
  outbox_messages: import('./securitySchema.js').OutboxMessagesTable;
  member_messages: import('./securitySchema.js').MemberMessagesTable;
  banners: import('./contentSchema.js').BannersTable;
  announcements: import('./contentSchema.js').AnnouncementsTable;
  help_categories: import('./contentSchema.js').HelpCategoriesTable;
  help_articles: import('./contentSchema.js').HelpArticlesTable;
  feedback: import('./contentSchema.js').FeedbackTable;
  promotions: import('./contentSchema.js').PromotionsTable;
  activity_applications: import('./contentSchema.js').ActivityApplicationsTable;
  application_images: import('./contentSchema.js').ApplicationImagesTable;
  featured_wins: import('./contentSchema.js').FeaturedWinsTable;
  payment_passwords: import('./cashierSchema.js').PaymentPasswordsTable;
  member_files: import('./cashierSchema.js').MemberFilesTable;
  operators: import('./cashierSchema.js').OperatorsTable;
  operator_sessions: import('./cashierSchema.js').OperatorSessionsTable;
  operator_totp: import('./cashierSchema.js').OperatorTotpTable;
  ops_live_tickets: import('./cashierSchema.js').OpsLiveTicketsTable;
  operator_audit: import('./cashierSchema.js').OperatorAuditTable;
  protection_limits: import('./protectionSchema.js').ProtectionLimitsTable;
  protection_settings: import('./protectionSchema.js').ProtectionSettingsTable;
  exclusions: import('./protectionSchema.js').ExclusionsTable;
  exclusion_accounts: import('./protectionSchema.js').ExclusionAccountsTable;
  protection_audit: import('./protectionSchema.js').ProtectionAuditTable;
  message_sends: import('./messagesSchema.js').MessageSendsTable;
  account_login_ips: import('./securityCentreSchema.js').AccountLoginIpsTable;
  member_codes: import('./securityCentreSchema.js').MemberCodesTable;
  member_totp: import('./securityCentreSchema.js').MemberTotpTable;
  login_challenges: import('./securityCentreSchema.js').LoginChallengesTable;
  payout_accounts: import('./withdrawalSchema.js').PayoutAccountsTable;
  withdrawal_orders: import('./withdrawalSchema.js').WithdrawalOrdersTable;
  withdrawal_order_events: import('./withdrawalSchema.js').WithdrawalOrderEventsTable;
  point_transactions: import('./pointsSchema.js').PointTransactionsTable;
  point_entries: import('./pointsSchema.js').PointEntriesTable;
  point_redemptions: import('./pointsSchema.js').PointRedemptionsTable;
  point_conversions: import('./pointsSchema.js').PointConversionsTable;
  sports_events: import('./sportsbookSchema.js').SportsEventsTable;
  sports_markets: import('./sportsbookSchema.js').SportsMarketsTable;
  sports_selections: import('./sportsbookSchema.js').SportsSelectionsTable;
  sports_feed_lease: import('./sportsbookSchema.js').SportsFeedLeaseTable;
}

export type BrandRow = Selectable<BrandsTable>;
export type AccountRow = Selectable<AccountsTable>;
export type NewAccount = Insertable<AccountsTable>;

/** Wallet ledger (migration 0005); merged into `Database` above. */
export type WalletAccountKind = 'MAIN' | 'HOUSE' | 'HOUSE_TRIAL' | `VENDOR:${string}`;

export interface WalletAccountsTable {
  id: GeneratedInt8;
  brand_id: Int8;
  /** null for the brand's house accounts. */
  member_id: Int8 | null;
  kind: string;
  balance_minor: Int8;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface WalletTransactionsTable {
  id: GeneratedInt8;
  brand_id: Int8;
  member_id: Int8;
  kind: import('./cashierSchema.js').LedgerKind;
  idempotency_key: string | null;
  request_hash: string | null;
  status: WithDefault<string>;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: DefaultTimestamp;
}

export interface LedgerEntriesTable {
  id: GeneratedInt8;
  transaction_id: Int8;
  account_id: Int8;
  amount_minor: Int8;
  created_at: DefaultTimestamp;
}

export interface SeamlessTransactionsTable {
  id: GeneratedInt8;
  brand_id: Int8;
  vendor: string;
  transaction_id: string;
  member_id: Int8;
  kind: 'BET' | 'WIN' | 'ROLLBACK';
  round_id: string | null;
  original_transaction_id: string | null;
  amount_minor: ColumnType<string, bigint | string | undefined, bigint | string>;
  request_hash: string;
  status: 'APPLIED' | 'REFUSED' | 'NOOP';
  response: ColumnType<unknown, string, string>;
  wallet_transaction_id: Int8 | null;
  created_at: DefaultTimestamp;
}

/** HMAC secrets of the seamless protocol (0012): the current one, and a replaced one until it retires. */
export interface SeamlessSecretsTable {
  id: GeneratedInt8;
  brand_id: Int8;
  vendor: string;
  secret: string;
  created_at: Timestamp;
  retires_at: Timestamp | null;
}

export type BetStatus = 'OPEN' | 'SETTLED' | 'ROLLED_BACK';

export interface BetRecordsTable {
  id: GeneratedInt8;
  brand_id: Int8;
  member_id: Int8;
  vendor: string;
  game_code: string;
  round_id: string;
  stake_minor: Int8;
  valid_bet_minor: Int8;
  win_minor: Int8;
  status: BetStatus;
  is_trial: WithDefault<boolean>;
  created_at: Timestamp;
  settled_at: Timestamp | null;
}

export interface Database {
  wallet_accounts: WalletAccountsTable;
  wallet_transactions: WalletTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  seamless_transactions: SeamlessTransactionsTable;
  bet_records: BetRecordsTable;
  seamless_secrets: SeamlessSecretsTable;
}

/** Game catalogue, favourites, recent games, house-game tokens, live-push outbox (0008). */
export interface Database {
  games: import('./gamesSchema.js').GamesTable;
  favourite_games: import('./gamesSchema.js').FavouriteGamesTable;
  recent_games: import('./gamesSchema.js').RecentGamesTable;
  game_tokens: import('./gamesSchema.js').GameTokensTable;
  member_events: import('./gamesSchema.js').MemberEventsTable;
  live_tickets: import('./gamesSchema.js').LiveTicketsTable;
}

/** Deposit orders (0019). */
export interface Database {
  deposit_orders: import('./depositSchema.js').DepositOrdersTable;
}

// 0025_agent_centre
export interface Database {
  agent_contracts: import('./agentCentreSchema.js').AgentContractsTable;
  agent_settlements: import('./agentCentreSchema.js').AgentSettlementsTable;
}

// 0029_member_rewards
export interface Database {
  member_rewards: import('./rewardsSchema.js').MemberRewardsTable;
  member_bonuses: import('./rewardsSchema.js').MemberBonusesTable;
}

// 0030_rebate_vip
export interface Database {
  rebate_claims: import('./rebateVipSchema.js').RebateClaimsTable;
  vip_level_ups: import('./rebateVipSchema.js').VipLevelUpsTable;
  vip_totals: import('./rebateVipSchema.js').VipTotalsTable;
}

// 0034_lucky_draws
export interface Database {
  lucky_tickets: import('./luckyDrawSchema.js').LuckyTicketsTable;
  wheel_spins: import('./luckyDrawSchema.js').WheelSpinsTable;
  envelope_openings: import('./luckyDrawSchema.js').EnvelopeOpeningsTable;
}

/** Migration 0031: raffle tickets, draws and winners. */
export interface Database {
  raffle_tickets: import('./raffleSchema.js').RaffleTicketsTable;
  raffle_draws: import('./raffleSchema.js').RaffleDrawsTable;
  raffle_winners: import('./raffleSchema.js').RaffleWinnersTable;
}

// 0032_referrals
export interface Database {
  member_referral_codes: import('./referralsSchema.js').MemberReferralCodesTable;
  member_referrals: import('./referralsSchema.js').MemberReferralsTable;
  affiliate_signups: import('./referralsSchema.js').AffiliateSignupsTable;
}

// 0043_social_login
export interface Database {
  social_login_attempts: import('./socialLoginSchema.js').SocialLoginAttemptsTable;
  social_identities: import('./socialLoginSchema.js').SocialIdentitiesTable;
}

// 0046_fair_seeds
export interface Database {
  fair_seed_pairs: import('./fairSchema.js').FairSeedPairsTable;
  fair_rounds: import('./fairSchema.js').FairRoundsTable;
}

// 0053_release_channels
export interface Database {
  remote_release: import('./releaseSchema.js').RemoteReleaseTable;
  remote_channel: import('./releaseSchema.js').RemoteChannelTable;
  remote_load_report: import('./releaseSchema.js').RemoteLoadReportTable;
}

// 0062_sportsbook_bets
export interface Database {
  sports_slips: import('./sportsbookBetsSchema.js').SportsSlipsTable;
  sports_bets: import('./sportsbookBetsSchema.js').SportsBetsTable;
  sports_bet_legs: import('./sportsbookBetsSchema.js').SportsBetLegsTable;
  sports_bet_corrections: import('./sportsbookBetsSchema.js').SportsBetCorrectionsTable;
  sports_market_settlements: import('./sportsbookBetsSchema.js').SportsMarketSettlementsTable;
  sports_event_locks: import('./sportsbookBetsSchema.js').SportsEventLocksTable;
}

// 0063_live_tables
export interface Database {
  live_tables: import('./liveTablesSchema.js').LiveTablesTable;
  live_table_leases: import('./liveTablesSchema.js').LiveTableLeasesTable;
  live_rounds: import('./liveTablesSchema.js').LiveRoundsTable;
  live_placements: import('./liveTablesSchema.js').LivePlacementsTable;
  live_bets: import('./liveTablesSchema.js').LiveBetsTable;
}

// 0064_teen_patti
export interface Database {
  pvp_tables: import('./teenPattiSchema.js').PvpTablesTable;
  pvp_seats: import('./teenPattiSchema.js').PvpSeatsTable;
  pvp_hands: import('./teenPattiSchema.js').PvpHandsTable;
  pvp_hand_players: import('./teenPattiSchema.js').PvpHandPlayersTable;
  pvp_actions: import('./teenPattiSchema.js').PvpActionsTable;
}
