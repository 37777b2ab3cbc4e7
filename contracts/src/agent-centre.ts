import Type, { type Static } from 'typebox';
import { Code, Nullable, PageNo, pageSize, SingleLineText } from './common.js';
import { BetRecord, BetTotals, DayRangeQuery, LEDGER_KIND_NAMES } from './records.js';

/**
 * The agent centre (spec §1, §2, §6): every call answers for the caller's own subtree only,
 * computed on the server from the upline tree; an account outside it is refused as if it did
 * not exist. Amounts are in major units.
 */

/** A downline's username, as typed in a search or picked in a list. */
export const TeamAccount = Type.String({ minLength: 1, maxLength: 64, pattern: '^[^\\s]+$' });

/** `direct`: the caller's direct downlines only; `team`: the whole subtree. */
export const TEAM_SCOPES = ['direct', 'team'] as const;
export type TeamScope = (typeof TEAM_SCOPES)[number];

/** GET /wps/agent/team/overview. */
export const TeamReportQuery = Type.Object(
  { ...DayRangeQuery, scope: Type.Enum(TEAM_SCOPES, { default: 'team' }) },
  { additionalProperties: false },
);
export type TeamReportQuery = Static<typeof TeamReportQuery>;

export const TeamReport = Type.Object({
  scope: Type.Enum(TEAM_SCOPES),
  /** Every account of the scope, whenever it joined. */
  members: Type.Integer(),
  /** Joined within the days. */
  newMembers: Type.Integer(),
  /** Placed at least one real bet within the days. */
  activeMembers: Type.Integer(),
  deposits: Type.Number(),
  withdrawals: Type.Number(),
  validBet: Type.Number(),
  /** The members' winnings minus their stakes: negative when the team lost. */
  profitLoss: Type.Number(),
  /** The scope's wallets now. */
  balance: Type.Number(),
});
export type TeamReport = Static<typeof TeamReport>;

/** GET /wps/agent/team/members. */
export const TeamMembersQuery = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 64 })),
    level: Type.Optional(Type.Integer({ minimum: 1, maximum: 32 })),
    pageNo: PageNo,
    pageSize: pageSize(10),
  },
  { additionalProperties: false },
);
export type TeamMembersQuery = Static<typeof TeamMembersQuery>;

export const TEAM_MEMBER_STATES = ['ACTIVE', 'DISABLED'] as const;

export const TeamMember = Type.Object({
  account: Type.String(),
  nickname: Type.String(),
  isAgent: Type.Integer(),
  /** 1: the caller's direct downline. */
  level: Type.Integer(),
  /** Username of the account's upline (the caller for level 1). */
  upline: Type.String(),
  balance: Type.Number(),
  lastLoginAt: Nullable(Type.String()),
  state: Type.Enum(TEAM_MEMBER_STATES),
  createdAt: Type.String(),
});
export type TeamMember = Static<typeof TeamMember>;

export const TeamMembersPage = Type.Object({
  list: Type.Array(TeamMember),
  total: Type.Integer(),
});
export type TeamMembersPage = Static<typeof TeamMembersPage>;

/** POST /wps/agent/team/transfer: from the agent's main wallet to a direct downline's. */
export type DownlineTransferInput = {
  account: string;
  amount: number | string;
  paymentPassword: string;
  idempotencyKey: string;
};
export const DownlineTransfer = Type.Object({
  transactionId: Type.String(),
  account: Type.String(),
  amount: Type.Number(),
  /** The agent's main wallet right after the transfer. */
  balance: Type.Number(),
});
export type DownlineTransfer = Static<typeof DownlineTransfer>;

/** GET /wps/agent/team/bets. */
export const TeamBetsQuery = Type.Object(
  {
    ...DayRangeQuery,
    account: Type.Optional(TeamAccount),
    category: Type.Optional(Code),
    pageNo: PageNo,
    pageSize: pageSize(10),
  },
  { additionalProperties: false },
);
export type TeamBetsQuery = Static<typeof TeamBetsQuery>;

export const TeamBetRecord = Type.Intersect([BetRecord, Type.Object({ account: Type.String() })]);
export type TeamBetRecord = Static<typeof TeamBetRecord>;

export const TeamBetsPage = Type.Object({
  list: Type.Array(TeamBetRecord),
  total: Type.Integer(),
  totals: BetTotals,
});
export type TeamBetsPage = Static<typeof TeamBetsPage>;

/** GET /wps/agent/team/profit-loss: one line per downline that played or was paid. */
export const TeamProfitLossQuery = Type.Object(
  {
    ...DayRangeQuery,
    account: Type.Optional(TeamAccount),
    pageNo: PageNo,
    pageSize: pageSize(10),
  },
  { additionalProperties: false },
);
export type TeamProfitLossQuery = Static<typeof TeamProfitLossQuery>;

export const MemberProfitLoss = Type.Object({
  account: Type.String(),
  bets: Type.Integer(),
  stake: Type.Number(),
  validBet: Type.Number(),
  winLoss: Type.Number(),
  /** Bonuses, rebates, salaries, dividends and commissions paid to the member. */
  income: Type.Number(),
  net: Type.Number(),
});
export type MemberProfitLoss = Static<typeof MemberProfitLoss>;

export const TeamProfitLossPage = Type.Object({
  list: Type.Array(MemberProfitLoss),
  total: Type.Integer(),
  totals: Type.Omit(MemberProfitLoss, ['account']),
});
export type TeamProfitLossPage = Static<typeof TeamProfitLossPage>;

/** GET /wps/agent/team/transactions: the ledger movements of the downlines' wallets. */
export const TeamTransactionsQuery = Type.Object(
  {
    ...DayRangeQuery,
    account: Type.Optional(TeamAccount),
    kind: Type.Optional(Type.Enum(LEDGER_KIND_NAMES)),
    pageNo: PageNo,
    pageSize: pageSize(10),
  },
  { additionalProperties: false },
);
export type TeamTransactionsQuery = Static<typeof TeamTransactionsQuery>;

export const TeamTransaction = Type.Object({
  id: Type.String(),
  transactionId: Type.String(),
  account: Type.String(),
  at: Type.String(),
  kind: Type.Enum(LEDGER_KIND_NAMES),
  /** MAIN or a vendor code. */
  wallet: Type.String(),
  amount: Type.Number(),
});
export type TeamTransaction = Static<typeof TeamTransaction>;

export const TeamTransactionsPage = Type.Object({
  list: Type.Array(TeamTransaction),
  total: Type.Integer(),
  /** Money in and out across every page of the filter. */
  credits: Type.Number(),
  debits: Type.Number(),
});
export type TeamTransactionsPage = Static<typeof TeamTransactionsPage>;

/** POST /wps/agent/team/register: a member or a sub-agent directly under the caller. */
export const DOWNLINE_TYPES = ['member', 'agent'] as const;
export type DownlineType = (typeof DOWNLINE_TYPES)[number];
export const RegisterDownlineBody = Type.Object(
  {
    username: SingleLineText({ maxLength: 64 }),
    password: Type.String({ maxLength: 64 }),
    confirmPassword: Type.String({ maxLength: 64 }),
    type: Type.Enum(DOWNLINE_TYPES),
  },
  { additionalProperties: false },
);
export type RegisterDownlineBody = Static<typeof RegisterDownlineBody>;
export const RegisteredDownline = Type.Object({
  account: Type.String(),
  isAgent: Type.Integer(),
});
export type RegisteredDownline = Static<typeof RegisteredDownline>;

/** GET /wps/agent/referral: the caller's invitation code, link and its QR code (SVG). */
export const ReferralLink = Type.Object({
  affiliateCode: Type.String(),
  link: Type.String(),
  qrSvg: Type.String(),
});
export type ReferralLink = Static<typeof ReferralLink>;

/** Contracts (spec §3, §4): each kind shows only while its brand flag is on. */
export const CONTRACT_KINDS = [
  'REAL_TIME_SALARY',
  'HOURLY_SALARY',
  'DAILY_SALARY',
  'DIVIDEND',
] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
/** A dividend's settlement period (spec §4), aligned on UTC days. */
export const DIVIDEND_PERIODS = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

/**
 * A dividend tier (spec §3): reached when the team's period valid bet, active members and loss
 * (what the team lost to the house, bets minus wins) are each at least the tier's; the period's
 * dividend is the rate of the highest tier reached, on the team's loss.
 */
export const DividendTier = Type.Object(
  {
    minValidBet: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
    minActiveMembers: Type.Integer({ minimum: 0, maximum: 100_000 }),
    minTeamLoss: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
    /** Basis points (100 = 1 %) of the team's loss. */
    rateBp: Type.Integer({ minimum: 0, maximum: 10_000 }),
  },
  { additionalProperties: false },
);
export type DividendTier = Static<typeof DividendTier>;
export const CONTRACT_STATES = [
  'OFFERED',
  'ACCEPTED',
  'REJECTED',
  'COMPLETED',
  'TERMINATED',
] as const;

export const AgentContract = Type.Object({
  id: Type.String(),
  kind: Type.Enum(CONTRACT_KINDS),
  /** The payer's username; null: the platform. */
  payer: Nullable(Type.String()),
  agent: Type.String(),
  state: Type.Enum(CONTRACT_STATES),
  /** Basis points (100 = 1 %): of a lost round (real-time) or of the valid bet (hourly, daily). */
  rateBp: Type.Integer(),
  /** Basis points of a won round (real-time). */
  profitRateBp: Type.Integer(),
  /** Real-time: the least stake that counts; hourly and daily: the least valid bet that pays. */
  minBet: Type.Number(),
  /** Dividends: the period and the tiers (lowest first); null and empty for salaries. */
  period: Nullable(Type.Enum(DIVIDEND_PERIODS)),
  tiers: Type.Array(DividendTier),
  terminationRequested: Type.Boolean(),
  createdAt: Type.String(),
  acceptedAt: Nullable(Type.String()),
  endedAt: Nullable(Type.String()),
});
export type AgentContract = Static<typeof AgentContract>;

export const SETTLEMENT_STATES = ['NOTHING_DUE', 'OUTSTANDING', 'PAID'] as const;
export const ContractSettlement = Type.Object({
  contractId: Type.String(),
  periodStart: Type.String(),
  periodEnd: Type.String(),
  basis: Type.Number(),
  amount: Type.Number(),
  state: Type.Enum(SETTLEMENT_STATES),
  paidAt: Nullable(Type.String()),
  /** Dividends: the tier the period reached (1 is the first); null for salaries or none. */
  tier: Nullable(Type.Integer()),
});
export type ContractSettlement = Static<typeof ContractSettlement>;

export const ContractsQuery = Type.Object(
  { kind: Type.Enum(CONTRACT_KINDS) },
  { additionalProperties: false },
);
export const ContractsView = Type.Object({
  /** The caller's own contracts of the kind, newest first. */
  mine: Type.Array(AgentContract),
  /** The live contracts the caller gave its direct downlines. */
  given: Type.Array(AgentContract),
  /** The caller's latest periods (up to 50), newest first. */
  settlements: Type.Array(ContractSettlement),
  /** The caller's direct downline agents: whom it may offer a contract. */
  downlineAgents: Type.Array(Type.String()),
  /** Dividends: the running period of the caller's accepted contract so far; null otherwise. */
  progress: Nullable(
    Type.Object({
      periodStart: Type.String(),
      periodEnd: Type.String(),
      validBet: Type.Number(),
      activeMembers: Type.Integer(),
      /** Bets minus wins of the team: positive when the team lost to the house. */
      teamLoss: Type.Number(),
      tier: Nullable(Type.Integer()),
    }),
  ),
});
export type ContractsView = Static<typeof ContractsView>;

export const OfferContractBody = Type.Object(
  {
    kind: Type.Enum(CONTRACT_KINDS),
    account: TeamAccount,
    rateBp: Type.Integer({ minimum: 0, maximum: 10_000 }),
    profitRateBp: Type.Integer({ minimum: 0, maximum: 10_000, default: 0 }),
    minBet: Type.Integer({ minimum: 0, maximum: 100_000_000, default: 0 }),
    /** Dividends (required for them, refused for salaries): the period and 1 to 10 tiers. */
    period: Type.Optional(Type.Enum(DIVIDEND_PERIODS)),
    tiers: Type.Optional(Type.Array(DividendTier, { minItems: 1, maxItems: 10 })),
  },
  { additionalProperties: false },
);
export type OfferContractBody = Static<typeof OfferContractBody>;

export const ContractAnswerBody = Type.Object(
  { answer: Type.Enum(['accept', 'reject', 'requestTermination'] as const) },
  { additionalProperties: false },
);
export type ContractAnswerBody = Static<typeof ContractAnswerBody>;

/** GET /wps/agent/income: what the caller received in the days, by kind. */
export const AgentIncome = Type.Object({
  total: Type.Number(),
  byKind: Type.Array(Type.Object({ kind: Type.String(), amount: Type.Number() })),
});
export type AgentIncome = Static<typeof AgentIncome>;
