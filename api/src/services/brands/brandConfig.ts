import type { ConfigurableRegisterField, ProfileLabel, SocialChannel } from '@site/contracts';

/** Brand (merchant) configuration stored as jsonb in `brands.config`. */

export interface LocalizedText {
  bn: string;
  en: string;
}

export type { SocialChannel };

/**
 * The channels of the contract (@site/contracts), checked against it by type: a value import
 * would make the seed, which runs under tsx before any build, need the contracts' dist.
 */
export const SOCIAL_CHANNELS = [
  'facebook',
  'telegram',
  'whatsapp',
  'instagram',
  'messenger',
  'youtube',
  'twitter',
] as const satisfies readonly SocialChannel[];

/** The social sign-in buttons the site knows (spec §2: google, facebook). */
export type SocialLoginProviderId = 'google' | 'facebook';

export interface SocialLoginProviderConfig {
  id: SocialLoginProviderId;
  /**
   * The OpenID issuer (`https://accounts.google.com`), or 'local' for this machine's provider
   * (tooling/oidc-provider.mjs at OIDC_LOCAL_ISSUER/<id>).
   */
  issuer: string;
  clientId: string;
}

export type ResourceType = 'ANDROID' | 'IOS' | 'IOS_LITE';

export interface AppResource {
  resourceType: ResourceType;
  /** A store address, or a path this API serves (`/downloads/...`). */
  url: string;
  /** The operator's own QR image; empty when the site draws the code from `url`. */
  qrCodeUrl: string;
}

export interface MaintenanceConfig {
  enabled: boolean;
  message: LocalizedText;
  /** ISO timestamp of the expected end, or null when open-ended. */
  until: string | null;
}

export interface BrandConfig {
  /**
   * The origins (`scheme://host[:port]`) the brand's site is served from, each on one of its
   * hosts. CORS allows exactly these; the first is where links in messages point.
   */
  siteOrigins: string[];
  currency: string;
  currencySymbol: string;
  languages: string[];
  defaultLanguage: string;
  defaultTheme: 'light' | 'dark';
  /**
   * The brand's IANA time zone (issue 40 item 14): where its days, weeks and months start for
   * every period (salaries, dividends, missions, raffles, limits) and every time the site shows.
   * Absent: Asia/Dhaka (brandTime.ts).
   */
  timeZone?: string;
  /**
   * The brand's minimum age, 18 or 21 (issue 44 item 4): the registration's age tick and the
   * footer say it, a profile's birthday must reach it (migration 0052 folded the security
   * centre's former `birthdayMinAge` into it).
   */
  ageLimit: number;
  copyrightYear: number;
  licence: LocalizedText;
  regulators: string[];
  analytics: { gtagId: string | null };
  customerService: {
    liveChat: boolean;
    liveChatUrl: string | null;
    links: Partial<Record<SocialChannel, string>>;
  };
  resources: AppResource[];
  imageCDNs: string[];
  launchGameCDNs: string[];
  maintenance: MaintenanceConfig;
  regionRestriction: { blockedIps: string[] };
  /** Wallet mode; absent on brands seeded before 0005. Seamless secrets: `seamless_secrets`. */
  wallet?: WalletConfig;
  /** Account-security settings (payload encryption, password age, SMS code lifetime). */
  security?: BrandSecurityConfig;
  /**
   * Social login (spec §2 header, 0043): the OpenID Connect providers the brand shows. A
   * provider is shown only when its client secret is configured (services/auth/socialLogin.ts).
   */
  socialLogin?: { providers: SocialLoginProviderConfig[] };
  /** Feedback content bounds in words (0007; default 5–300). */
  feedback?: { minWords: number; maxWords: number };
  /**
   * Game-vendor provider per vendor code ('house-slot', 'local'); vendors not listed use the
   * built-in choice (HOUSE: house-slot, others: local). A real integration registers its own id.
   */
  gameVendorProviders?: Record<string, string>;
  /** Deposit methods, their channels and limits (issue 12); absent: deposits are closed. */
  deposit?: DepositConfig;
  /** The security centre (0022): which spec §3 profile labels members fill in, and the age rule. */
  securityCentre?: SecurityCentreConfig;
  /** Withdrawal limits, turnover and payout providers; absent keys take the defaults. */
  withdrawal?: Partial<WithdrawalConfig>;
  /** The points mall's earning and conversion rates (issue 16); absent: the defaults. */
  points?: Partial<PointsConfig>;
  /** The house lottery's odds, limits and betting close (issue 15); absent keys take the defaults. */
  lottery?: Partial<LotteryConfig>;
  /** The sportsbook's stake limits, maximum payouts, in-play delay and cash-out margin (issue 43). */
  sportsbook?: Partial<SportsbookConfig>;
  /** The reward centre and bonuses (issue 13); absent keys take the defaults. */
  rewards?: Partial<RewardsConfig>;
  /** The manual rebate's rates (issue 13, flag MANUAL_REBATE); absent keys take the defaults. */
  rebate?: Partial<RebateConfig>;
  /** Daily and weekly missions and the leaderboard (issue 13); absent keys take the defaults. */
  missions?: Partial<MissionsConfig>;
  /** VIP level-up rewards (issue 13, spec §9); absent keys take the defaults. */
  vip?: Partial<VipConfig>;
  /** Red envelopes and the prize wheel (issue 13); absent keys take the defaults. */
  luckyDraw?: LuckyDrawPatchable;
  /**
   * Raffles (issue 13) by promotion code: a claimable promotion named here issues tickets for
   * a periodic draw instead of paying at once. Absent keys take the defaults.
   */
  raffles?: Record<string, Partial<RaffleConfig>>;
  /** Invite friends' qualification rule and reward (issue 13, flag REFERRAL_PROMO); absent keys take the defaults. */
  referral?: Partial<ReferralConfig>;
  /** Player protection (issue 44); absent keys take the defaults (services/protection). */
  protection?: Partial<ProtectionConfig>;
  /**
   * The registration form's optional fields (issue 45 item 6): which the form shows and which it
   * requires. A field not listed keeps the built-in rule (registerRules.ts); username, password
   * and the captcha are never here, always shown and required.
   */
  registration?: RegistrationConfig;
}

/** The interface languages a brand may offer (spec §1: BN and EN). */
export const BRAND_LANGUAGES = ['bn', 'en'] as const;

/** One optional register field: shown or not, and required (only when shown). */
export interface RegisterFieldSetting {
  enabled: boolean;
  required: boolean;
}

export interface RegistrationConfig {
  fields: Partial<Record<ConfigurableRegisterField, RegisterFieldSetting>>;
}

export interface ProtectionConfig {
  /**
   * The brands under one licence share their exclusions: a time-out or self-exclusion taken on
   * one covers the matching accounts of all. Default: the brand's merchant code (its own group).
   */
  licenceGroup: string;
  /** The reality check's interval for members who chose none (15, 30 or 60 minutes). */
  realityCheckMinutes: number;
}

/**
 * One mission of the brand: what counts (`kind`, of one game `category` or every game), how
 * much of it (`target`: major units for VALID_BET and DEPOSIT_TOTAL, a count for ROUNDS and
 * DEPOSIT_COUNT), in which period, and what it pays once per period.
 */
export interface MissionConfig {
  /** Stable id (`[a-z0-9-]`, ≤ 32): part of the reward's key, so never reuse one. */
  id: string;
  period: 'DAILY' | 'WEEKLY';
  kind: 'VALID_BET' | 'ROUNDS' | 'DEPOSIT_COUNT' | 'DEPOSIT_TOTAL';
  /** VALID_BET and ROUNDS: a game category (RNG, LIVE...), or null for every game. */
  category: string | null;
  target: number;
  /** The reward in major units. */
  reward: number;
  payout: 'CASH' | 'BONUS';
  /** BONUS: valid bet needed as a multiple of the reward (CASH: 0). */
  turnoverMultiple: number;
  title: LocalizedText;
}

export interface MissionsConfig {
  /** Replaced as a whole by the operator's patch; empty: the page says there are none. */
  list: MissionConfig[];
  /** Members the leaderboard lists (default 20). */
  leaderboardSize: number;
}

/** What a VIP level-up pays through the reward centre. */
export interface VipConfig {
  /** Upgrade bonus (major units) by level ("1".."10"); a level not listed pays the level table's. */
  upgradeBonus: Record<string, number>;
  /** Turnover multiple of the upgrade bonus: 0 pays cash, more pays a bonus with that turnover. */
  upgradeTurnoverMultiple: number;
  /**
   * The VIP customer-service link (https) members of rank level 5 and above get; null: the site's
   * own chat page, at its VIP desk.
   */
  serviceUrl: string | null;
}

/** What earns a member wheel or red-envelope tickets (amounts in major units). */
export interface TicketRules {
  /** One ticket per credited deposit of at least this much; null: deposits earn none. */
  depositMin: number | null;
  /** One ticket per this much valid bet in one day (the brand's day); null: bets earn none. */
  validBetPerTicket: number | null;
  /** At most this many tickets from one day's valid bets. */
  maxBetTicketsPerDay: number;
  /** Tickets on reaching a VIP level, by level: `{ "3": 2 }`. */
  vipLevels: Record<string, number>;
}

/** One segment of the prize wheel; an amount of 0 is "try again". */
export interface WheelPrizeConfig {
  amount: number;
  payout: 'CASH' | 'BONUS';
  /** Turnover multiple of a BONUS prize (0 for cash). */
  turnover: number;
  /** Relative chance (an integer); the draw is weight / sum of weights. */
  weight: number;
}

export interface LuckyDrawConfig {
  /** The brand's time zone (`BrandConfig.timeZone`): its day and the envelope times. */
  timeZone: string;
  /** Only earnings of the last this many days grant tickets. */
  lookbackDays: number;
  wheel: { tickets: TicketRules; prizes: WheelPrizeConfig[] };
  envelope: {
    tickets: TicketRules;
    /** Daily start times of the envelope rain, `HH:MM` in the brand's day. */
    times: string[];
    durationMinutes: number;
    /** An envelope holds a cash amount drawn evenly in [min, max]. */
    min: number;
    max: number;
  };
}

/** As stored: each section and each ticket rule may be partial. */
export interface LuckyDrawPatchable {
  lookbackDays?: number;
  wheel?: { tickets?: Partial<TicketRules>; prizes?: WheelPrizeConfig[] };
  envelope?: Partial<Omit<LuckyDrawConfig['envelope'], 'tickets'>> & {
    tickets?: Partial<TicketRules>;
  };
}

/** One raffle promotion's draw: when, how many win, what each wins. */
export interface RaffleConfig {
  /** false: the promotion is an ordinary claim again (tickets already sold are still drawn). */
  enabled: boolean;
  period: 'DAILY' | 'WEEKLY';
  /** Local time of the draw, `HH:MM`. */
  drawTime: string;
  /** WEEKLY: the day of the draw, 0 Sunday … 6 Saturday (local). */
  weekday: number;
  /** The brand's time zone (`BrandConfig.timeZone`, set when the settings are read). */
  timeZone: string;
  /** Members drawn per period (one prize per member). */
  winners: number;
  /** Each winner's prize, in major units of the brand's currency. */
  prizeAmount: number;
  payout: 'CASH' | 'BONUS';
  /** BONUS: turnover required, times the prize. */
  turnoverMultiple: number;
  /** Tickets one claim gives a member for one period. */
  ticketsPerMember: number;
}

/**
 * When an invitee qualifies and what the referrer earns (amounts in minor units): the invitee's
 * first credited deposit is at least `minFirstDepositMinor`, and its valid bets settled within
 * `validBetDays` of registering reach `minValidBetMinor`.
 */
export interface ReferralConfig {
  minFirstDepositMinor: number;
  minValidBetMinor: number;
  validBetDays: number;
  /** The referrer's reward per qualified invitee. */
  rewardMinor: number;
  payout: 'CASH' | 'BONUS';
  /** Turnover multiple of a BONUS payout (0 for CASH). */
  turnoverMultiple: number;
  /** Rewarded invitees per referrer per calendar month of the brand; later ones earn nothing. */
  maxRewardsPerMonth: number;
}

/** How long rewards and bonuses last, and what a member must give to redeem a bonus. */
export interface RewardsConfig {
  /** Days a granted reward stays claimable when the grant names none (default 30). */
  claimDays: number;
  /** Days a claimed bonus has to meet its turnover (default 30). */
  bonusDays: number;
  /**
   * spec §8: profile contacts a member must have filled in to claim a BONUS ('zalo': a Zalo ID
   * number, 'whatsapp': a WhatsApp ID number). Default none.
   */
  bonusRequiresContact: Array<'zalo' | 'whatsapp'>;
}

/** What a manual rebate pays back of the valid bet, per game category. */
export interface RebateConfig {
  /** Percent of the valid bet by category (RNG, LIVE...): 0.8 pays 0.80 per 100 of valid bet. */
  ratesPercent: Record<string, number>;
  /** Add the member's VIP level's rebate percent above level 0's to every category's rate. */
  vipBonus: boolean;
}

/**
 * Points earned from valid bets and their conversion to wallet money. Points are whole and
 * never expire.
 */
export interface PointsConfig {
  /** Points a member earns per 100 units (major) of valid bet, by game category (RNG, LIVE...). */
  earnPer100: Record<string, number>;
  /** Points that convert to one unit (major) of the brand's currency. */
  pointsPerUnit: number;
  /** The fewest points one conversion takes. */
  minConvertPoints: number;
}

/** The sportsbook's rules for a brand; amounts in minor units. */
export interface SportsbookConfig {
  minStakeMinor: number;
  maxStakeMinor: number;
  /** What one bet may return (stake included). */
  maxPayoutPerBetMinor: number;
  /** What one member's open bets on one event may return together. */
  maxPayoutPerEventPerMemberMinor: number;
  /** What every open bet on one event may return together: the house's exposure. */
  maxPayoutPerEventMinor: number;
  /** How long an in-play bet waits before it is accepted or refused. */
  inPlayDelaySeconds: number;
  /** What the house keeps of a cash-out's fair value, in basis points. */
  cashOutMarginBasisPoints: number;
}

/** The house lottery's rules for a brand; amounts in minor units. */
export interface LotteryConfig {
  /** Betting on a draw closes this many seconds before it. */
  closeSeconds: number;
  /** What one point of a line wins, in points, by bet type (lô: per appearance). */
  odds: Record<'LO2' | 'DE' | 'CANG3' | 'XIEN2' | 'XIEN3' | 'XIEN4', number>;
  minStakeMinor: number;
  /** One member's stake (per point) on one number of one bet type in one draw. */
  maxStakePerNumberMinor: number;
  /** One member's total in one draw. */
  maxTotalPerDrawMinor: number;
  /** Lines on one slip. */
  maxLines: number;
}

/**
 * The brand's deposit methods (the footer's bKash, Nagad, Rocket, Upay, bank, USDT), each with
 * channels the member pays through. Amounts are in major units of the brand's currency.
 */
export interface DepositConfig {
  /** A pending order expires after this many minutes. */
  expiryMinutes: number;
  methods: DepositMethodConfig[];
}

export interface DepositMethodConfig {
  /** One of the footer's payment icons: bkash, nagad, rocket, upay, bank, usdt. */
  code: string;
  name: LocalizedText;
  channels: DepositChannelConfig[];
}

export interface DepositChannelConfig {
  code: string;
  name: LocalizedText;
  /** The payment provider that settles it ('local': an operator credits or fails the order). */
  provider: string;
  min: number;
  max: number;
  presets: number[];
  instructions: LocalizedText;
  /** What the member pays to: account name, number, wallet address (demo values in the seed). */
  payee: { label: LocalizedText; value: string }[];
}

export interface SecurityCentreConfig {
  profileLabels: ProfileLabel[];
}

/** A bank or e-wallet a member may be paid to (codes as the footer's payment methods). */
export interface PayoutProvider {
  code: string;
  name: string;
  kind: 'bank' | 'ewallet';
}

export interface WithdrawalConfig {
  /** Per order, in minor units. */
  minMinor: number;
  maxMinor: number;
  /** Per calendar day of the brand (its time zone), over orders not rejected. */
  dailyMaxMinor: number;
  dailyMaxCount: number;
  /**
   * Valid bet since the last approved withdrawal must reach this multiple of the deposits
   * credited since then (0: no turnover requirement).
   */
  turnoverMultiple: number;
  /** A disbursed order the member has not confirmed counts as received after this long. */
  autoConfirmMinutes: number;
  /** Holder names must equal the member's real name. */
  requireNameMatch: boolean;
  maxPayoutAccounts: number;
  providers: PayoutProvider[];
}

export interface WalletConfig {
  /** true: single wallet (no vendor wallets, transfers refused); false: transfer wallet. */
  isSingle: boolean;
}

export const DEFAULT_MAINTENANCE_MESSAGE: LocalizedText = {
  bn: 'সিস্টেম রক্ষণাবেক্ষণ চলছে। অনুগ্রহ করে কিছুক্ষণ পরে আবার চেষ্টা করুন।',
  en: 'The system is under maintenance. Please try again later.',
};

/** Optional `security` block of a brand's config; absent keys take these defaults. */
export interface BrandSecurityConfig {
  /** Accept unencrypted bodies on the encrypted routes (seed: true for the demo brands). */
  allowPlainPayloads?: boolean;
  /** A password older than this counts as expired (seed 90). */
  passwordMaxAgeDays?: number;
  /** Lifetime of an SMS code in minutes (seed 1 → the spec's 60 s countdown). */
  smsExpiredMinutes?: number;
  /** The mobile registration tab asks for a password. */
  mobileRegisterPassword?: boolean;
  /**
   * The captcha provider's id (services/security/captchaProvider.ts): 'local' (ALTCHA, the
   * default) or a hosted one the deployment registers with `buildApp({ captchaProviders })`.
   */
  captchaProvider?: string;
}
