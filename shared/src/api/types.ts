/**
 * Request and response types of the API calls, taken from the API's own schemas
 * (@site/contracts): a field the API changes fails the apps' typecheck, not a player.
 * Type-only imports, so no schema code reaches a browser bundle.
 */
import type {
  Game,
  GameListQuery as GameListRequest,
  GamePage,
  Permission as PermissionContract,
  RegisterRule as RegisterRuleContract,
} from '@site/contracts';
import type { EncryptionKey } from './payload-encryption';

export type {
  AffiliateInfo,
  Announcement,
  AnnouncementsQuery,
  ApplicationImage,
  ApplyResult,
  ActivityState,
  Avatar,
  Banner,
  BannersQuery,
  Captcha,
  CaptchaChallenge,
  ChangePasswordInput,
  Claimed,
  CustomerServiceLinks,
  VipServiceLink,
  EmailResetInput,
  FavouriteChanged,
  FavouriteIds,
  FavouriteInput,
  FeedbackInput,
  FeedbackSent,
  Game,
  GameCategory,
  GameLaunch,
  HelpArticle,
  HelpCategory,
  HelpCentre,
  Launch,
  LocalizedText,
  LoginInput,
  LoginResult,
  MemberInfo,
  PointReward,
  PopularLottery,
  Promotion,
  PromotionDetail,
  PromotionList,
  PromotionStatus,
  QuestionType,
  RegisterField,
  RegisterInput,
  RegisterSettings,
  SmsLoginCodeInput,
  SocialComplete,
  SocialProviders,
  SocialOutcome,
  SmsRegisterCodeInput,
  SmsResetInput,
  SmsSent,
  SystemStatus,
  TeamOverview,
  TokenResetInput,
  TokenResult,
  UnreadCounts,
  VendorCard,
  VendorGameType,
  VipLevel,
  VipMember,
  VipLevels,
  WalletBalance,
  WhitelabelNode,
  WinnerBoardEntry,
  // The security centre (member-centre securityCenter) and the login's new-address step.
  BindingCodeBody,
  CodeSent,
  ConfirmBindingBody,
  LoginVerificationChallenge,
  LoginVerifyBody,
  LoginVerifyCodeBody,
  LoginVerifyMethod,
  MemberDevices,
  PaymentPasswordStatus,
  ProfileLabel,
  SecurityOverview,
  SetPaymentPasswordBody,
  TotpCodeBody,
  TotpEnrolment,
  UpdateProfileBody,
} from '@site/contracts';

/** The deposit page's calls (member centre, depositv2). */
export type {
  CreateDepositBody,
  DepositChannel,
  DepositMethod,
  DepositMethods,
  DepositOrder,
  DepositOrderPage,
  DepositOrdersQuery,
  DepositState,
} from '@site/contracts';

// The member's records (issue 12, records): wallets, transfer to upline, betting and account
// records, profit and loss.
export type {
  AccountMovement,
  AccountRecordPage,
  AccountRecordQuery,
  BetRecord,
  BetTotals,
  BettingRecordPage,
  BettingRecordQuery,
  ConsolidatedFunds,
  LedgerKindName,
  MemberWallet,
  MemberWallets,
  ProfitLoss,
  ProfitLossQuery,
  UplineTransfer,
  UplineTransferInput,
  WalletTransfer,
} from '@site/contracts';

/** The withdrawal's calls (mf-member-centre features/withdrawal). */
export type {
  AddPayoutAccountBody,
  ConfirmReceiptBody,
  CreateWithdrawalBody,
  PayoutAccount,
  PayoutProvider,
  UploadedImage,
  WithdrawalListQuery,
  WithdrawalOrder,
  WithdrawalOverview,
  WithdrawalPage,
  WithdrawalStatus,
} from '@site/contracts';

/**
 * The start-up configuration, with the payload key as the client's encryption reads it, and
 * two lists an operator's own API may add (the site falls back to its defaults without them).
 */
export type Permission = Omit<PermissionContract, 'encryption' | 'settings'> & {
  encryption?: EncryptionKey;
  settings: PermissionContract['settings'] & {
    esportsVassalages?: string[];
    cockfightVassalages?: string[];
  };
};

/**
 * A register rule (spec §5). The API sends only `RegisterField`s; the site applies the same
 * rule shape to its other form fields (new password, confirmation), hence the wider `field`.
 */
export type RegisterRule = Omit<RegisterRuleContract, 'field'> & { field: string };

/** Fields the API fills with a default may be left out by the client. */
type WithDefaults<Request, Key extends keyof Request> = Omit<Request, Key> &
  Partial<Pick<Request, Key>>;

/** spec §3 game list query (clientType 3, platform 'flash,html5-desktop'). */
export type GameListQuery = WithDefaults<GameListRequest, 'listType' | 'clientType'>;

/** The part of a game list page the lobby uses (the hot list has one page of its own). */
export type GameListPage = Pick<GamePage, 'games' | 'totalPages'> & { games: Game[] };

/** The member centre's inbox (messageV2). */
export type {
  MemberMessage,
  MessageListQuery,
  MessagePage,
  MessagesChanged,
  MessageType,
  ReadMessageBody,
} from '@site/contracts';

/** The points mall (issue 16). */
export type {
  ConvertPointBody,
  ConvertPointResult,
  PointConfig,
  PointDetail,
  PointDetailKind,
  PointDetails,
  PointRedemption,
  RedeemList,
  RedeemPointBody,
  RedeemPointResult,
  RedemptionStatus,
  RewardCategory,
} from '@site/contracts';

/** The house lottery (issue 15). */
export type {
  LotteryBet,
  LotteryBetPage,
  LotteryBetType,
  LotteryCard,
  LotteryCards,
  LotteryDraw,
  LotteryResults,
  ResultFormat as LotteryResultFormat,
  OpenedNumero,
  PlaceLotteryBet,
} from '@site/contracts';

/** The reward centre and bonus details (issue 13). */
export type {
  BonusList,
  BonusState,
  ClaimRewardBody,
  ClaimRewardResult,
  MemberBonus,
  MemberReward,
  RewardList,
  RewardPayout,
  RewardSource,
  RewardState,
} from '@site/contracts';

/** The manual rebate (mf-member-centre features/manual-rebate, issue 13). */
export type {
  RebateClaim,
  RebateClaimPage,
  RebateClaimsQuery,
  RebateLine,
  RebatePreview,
} from '@site/contracts';

/** Missions and the leaderboard (mf-member-centre features/missions, issue 13). */
export type {
  ClaimMissionBody,
  ClaimMissionResult,
  LeaderboardEntry,
  Mission,
  MissionKind,
  MissionLeaderboard,
  MissionLeaderboardQuery,
  MissionPeriod,
  MissionPeriodView,
  MissionState,
  MissionSummary,
} from '@site/contracts';
/** Red envelopes and the prize wheel (shell features/lucky-draw, issue 13). */
export type {
  EnvelopeOpening,
  EnvelopeOpeningList,
  EnvelopeOpenResult,
  LuckyDrawState,
  LuckyTicketRules,
  LuckyWindow,
  WheelSegment,
  WheelSpin,
  WheelSpinList,
  WheelSpinResult,
} from '@site/contracts';
/** Invite friends and the affiliate's sign-ups (features/referral, agent sign-ups, issue 13). */
export type {
  AffiliateSignup,
  AffiliateSignupPage,
  AffiliateSignupsQuery,
  ReferralInvitee,
  ReferralInviteePage,
  ReferralInviteesQuery,
  ReferralRule,
  ReferralState,
  ReferralSummary,
} from '@site/contracts';

/** Player protection (issue 44): limits, reality check, time-out and self-exclusion. */
export type {
  ConfirmLimitBody,
  ExcludedWithdrawalBody,
  Exclusion,
  ReturnRequestBody,
  ExclusionKind,
  ExclusionRefusal,
  LimitPeriod,
  MoneyLimit,
  MoneyLimitKind,
  PendingLimit,
  PlaySession,
  ProtectionLimitRefusal,
  ProtectionOverview,
  SelfExclusionBody,
  SelfExclusionPeriod,
  SessionLimit,
  SetMoneyLimitBody,
  SetRealityCheckBody,
  SetSessionLimitBody,
  TimeOutBody,
} from '@site/contracts';

/** The member's statement (features/statement, issue 44 item 5). */
export type {
  StatementLine,
  StatementLineKind,
  StatementMonth,
  StatementPage,
  StatementPageQuery,
  StatementQuery,
  StatementSummary,
} from '@site/contracts';
