import Type, { type Static } from 'typebox';
import { MerchantCode, Nullable, PageOf, paging } from './common.js';
import { DepositState } from './deposits.js';
import { MemberMessage } from './messages.js';
import { BetRecord } from './records.js';
import { MemberBonus } from './rewards.js';
import { WithdrawalStatus } from './withdrawal.js';

/**
 * Players in the operator console (issue 45 item 4): search, a player's page and its histories,
 * and the account actions. Support, finance and admin read them; an operator limited to brands
 * sees only those brands' members (a member of another brand answers 404 like an unknown one).
 */

/**
 * `GET /ops/players?brand=&q=`: `q` matches a username, phone number, e-mail or live payout
 * account number, exactly or as its beginning (at least 3 characters, case-insensitive).
 */
export const PlayerSearchQuery = Type.Object(
  {
    q: Type.String({ minLength: 3, maxLength: 64 }),
    brand: Type.Optional(MerchantCode),
    ...paging(20),
  },
  { additionalProperties: false },
);
export type PlayerSearchQuery = Static<typeof PlayerSearchQuery>;

/** A player's account state: locked means signing in is refused (an operator's lock). */
export const PlayerStatus = Type.Union([
  Type.Literal('active'),
  Type.Literal('locked'),
  /** Closed as found under age (issue 44): locked for good, no action reopens it. */
  Type.Literal('closed'),
]);
export type PlayerStatus = Static<typeof PlayerStatus>;

export const PlayerSummary = Type.Object({
  merchantCode: Type.String(),
  account: Type.String(),
  nickname: Type.String(),
  mobile: Nullable(Type.String()),
  email: Nullable(Type.String()),
  /** Which field the search matched, for the result list to show why. */
  matched: Type.Union([
    Type.Literal('username'),
    Type.Literal('mobile'),
    Type.Literal('email'),
    Type.Literal('payoutAccount'),
  ]),
  status: PlayerStatus,
  registeredAt: Type.String(),
});
export type PlayerSummary = Static<typeof PlayerSummary>;

export const PlayerSearchPage = PageOf(PlayerSummary);
export type PlayerSearchPage = Static<typeof PlayerSearchPage>;

export const PlayerParams = Type.Object({
  merchantCode: MerchantCode,
  account: Type.String({ minLength: 1, maxLength: 64 }),
});

export const PlayerProfile = Type.Object({
  merchantCode: Type.String(),
  account: Type.String(),
  nickname: Type.String(),
  status: PlayerStatus,
  lockedAt: Nullable(Type.String()),
  /** The member's VIP level (0 to 10) and its label. */
  vipLevel: Type.Integer(),
  vipLabel: Type.String(),
  /** An agent account (the agent centre) rather than a plain member. */
  isAgent: Type.Boolean(),
  upline: Nullable(Type.String()),
  mobile: Nullable(Type.String()),
  mobileVerified: Type.Boolean(),
  email: Nullable(Type.String()),
  emailVerified: Type.Boolean(),
  registeredAt: Type.String(),
  lastLoginAt: Nullable(Type.String()),
  lastLoginIp: Nullable(Type.String()),
  balance: Type.Number(),
  currency: Type.String(),
  /** Each wallet: MAIN and the vendors' transfer wallets that were ever opened. */
  wallets: Type.Array(Type.Object({ kind: Type.String(), balance: Type.Number() })),
  paymentPassword: Type.Object({
    isSet: Type.Boolean(),
    /** Until when wrong answers keep it locked (null: not locked). */
    lockedUntil: Nullable(Type.String()),
  }),
});
export type PlayerProfile = Static<typeof PlayerProfile>;

/** A player's sub-resource page: `?pageNo=&pageSize=`. */
export const PlayerPageQuery = Type.Object(paging(20), { additionalProperties: false });
export type PlayerPageQuery = Static<typeof PlayerPageQuery>;

/** A ledger movement: the member's side of one transaction (all its wallets together). */
export const PlayerLedgerLine = Type.Object({
  id: Type.String(),
  at: Type.String(),
  /** The ledger's kind: DEPOSIT, WITHDRAWAL, ADJUSTMENT, BET, … */
  kind: Type.String(),
  amount: Type.Number(),
  /** The reason an operator gave, when the movement has one (adjustments, closures). */
  reason: Nullable(Type.String()),
});
export type PlayerLedgerLine = Static<typeof PlayerLedgerLine>;
export const PlayerLedgerPage = PageOf(PlayerLedgerLine);
export type PlayerLedgerPage = Static<typeof PlayerLedgerPage>;

export const PlayerBetPage = PageOf(BetRecord);
export type PlayerBetPage = Static<typeof PlayerBetPage>;

export const PlayerDeposit = Type.Object({
  id: Type.String(),
  reference: Type.String(),
  method: Type.String(),
  amount: Type.Number(),
  state: DepositState,
  createdAt: Type.String(),
  settledAt: Nullable(Type.String()),
  failReason: Nullable(Type.String()),
});
export type PlayerDeposit = Static<typeof PlayerDeposit>;
export const PlayerDepositPage = PageOf(PlayerDeposit);
export type PlayerDepositPage = Static<typeof PlayerDepositPage>;

export const PlayerWithdrawal = Type.Object({
  id: Type.String(),
  orderNo: Type.String(),
  amount: Type.Number(),
  status: WithdrawalStatus,
  /** The payout account's provider and number. */
  payout: Type.String(),
  createdAt: Type.String(),
  rejectReason: Nullable(Type.String()),
});
export type PlayerWithdrawal = Static<typeof PlayerWithdrawal>;
export const PlayerWithdrawalPage = PageOf(PlayerWithdrawal);
export type PlayerWithdrawalPage = Static<typeof PlayerWithdrawalPage>;

/** Bonuses with their turnover, as the member's reward centre counts them (not paged). */
export const PlayerRewards = Type.Object({ list: Type.Array(MemberBonus) });
export type PlayerRewards = Static<typeof PlayerRewards>;

export const PlayerMessagePage = PageOf(MemberMessage);
export type PlayerMessagePage = Static<typeof PlayerMessagePage>;

export const PlayerSessions = Type.Object({
  /** Sessions open now, newest first. */
  sessions: Type.Array(
    Type.Object({
      ip: Type.String(),
      loginType: Type.String(),
      userAgent: Type.String(),
      createdAt: Type.String(),
      lastSeenAt: Type.String(),
    }),
  ),
  /** Every address the account signed in from, last seen first. */
  addresses: Type.Array(
    Type.Object({ ip: Type.String(), firstSeenAt: Type.String(), lastSeenAt: Type.String() }),
  ),
});
export type PlayerSessions = Static<typeof PlayerSessions>;

/** Lock, unlock and the payment-password reset: the reason goes to the audit trail. */
export const PlayerActionBody = Type.Object(
  { reason: Type.String({ minLength: 3, maxLength: 500 }) },
  { additionalProperties: false },
);
export type PlayerActionBody = Static<typeof PlayerActionBody>;
