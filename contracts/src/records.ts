import Type, { type Static } from 'typebox';
import { Code, LocalizedText, Nullable, PageNo, pageSize } from './common.js';

/**
 * The member's own money records (spec §2 member centre): the wallets, the transfer to the
 * upline, the betting record, the account record and the profit and loss. Amounts are in
 * major units; every list is paged and filtered on the server and answers only for the caller.
 */

/** A calendar day, `yyyy-MM-dd` (spec §9 date presets work on days). */
export const IsoDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/**
 * A range of the member's calendar days, both ends included. `tzOffset` is the member's clock
 * in minutes east of UTC (Dhaka +360), so "today" means the member's today on the server too.
 */
export const DayRangeQuery = {
  from: IsoDay,
  to: IsoDay,
  tzOffset: Type.Integer({ minimum: -720, maximum: 840, default: 0 }),
};

/** GET /wps/member/wallets: the main wallet and, unless the brand has one wallet, each vendor's. */
export const MemberWallet = Type.Object({
  /** MAIN, or the vendor code the transfer call names (GCS_walletTransfer from/to). */
  code: Type.String(),
  name: Type.String(),
  balance: Type.Number(),
});
export type MemberWallet = Static<typeof MemberWallet>;
export const MemberWallets = Type.Object({
  isSingle: Type.Boolean(),
  sumBalance: Type.Number(),
  currencySymbol: Type.String(),
  wallets: Type.Array(MemberWallet),
});
export type MemberWallets = Static<typeof MemberWallets>;

/**
 * POST /wps/member/upline-transfer: to the member's own upline, with the payment password. The
 * body's schema lives with the route (api routes/records.ts), beside the API's money keyword.
 */
export type UplineTransferInput = {
  amount: number | string;
  paymentPassword: string;
  idempotencyKey: string;
};
export const UplineTransfer = Type.Object({
  transactionId: Type.String(),
  amount: Type.Number(),
  uplineAccount: Type.String(),
  /** The member's main wallet right after the transfer. */
  balance: Type.Number(),
});
export type UplineTransfer = Static<typeof UplineTransfer>;

/** GET /wps/member/records/bets. */
export const BettingRecordQuery = Type.Object(
  {
    ...DayRangeQuery,
    category: Type.Optional(Code),
    vendor: Type.Optional(Code),
    pageNo: PageNo,
    pageSize: pageSize(10),
  },
  { additionalProperties: false },
);
export type BettingRecordQuery = Static<typeof BettingRecordQuery>;

export const BET_STATUSES = ['OPEN', 'SETTLED', 'ROLLED_BACK'] as const;

export const BetRecord = Type.Object({
  id: Type.String(),
  /** ISO time the round was opened. */
  betAt: Type.String(),
  settledAt: Nullable(Type.String()),
  vendor: Type.String(),
  vendorName: Type.String(),
  category: Type.String(),
  gameCode: Type.String(),
  gameName: LocalizedText,
  roundId: Type.String(),
  stake: Type.Number(),
  validBet: Type.Number(),
  /** What the round paid minus its stake: the change it made to the member's money. */
  winLoss: Type.Number(),
  status: Type.Enum(BET_STATUSES),
});
export type BetRecord = Static<typeof BetRecord>;

export const BetTotals = Type.Object({
  count: Type.Integer(),
  stake: Type.Number(),
  validBet: Type.Number(),
  winLoss: Type.Number(),
});
export type BetTotals = Static<typeof BetTotals>;

export const BettingRecordPage = Type.Object({
  list: Type.Array(BetRecord),
  total: Type.Integer(),
  /** Across every page of the filter, not just this one. */
  totals: BetTotals,
});
export type BettingRecordPage = Static<typeof BettingRecordPage>;

/**
 * Movement kinds of the ledger, each translated in the account record: the list the API's code
 * types its ledger with. The database's check constraint (api migration 0017, frozen history that
 * does not import this package) is compared with it by api/test/records.test.ts.
 */
export const LEDGER_KIND_NAMES = [
  'TRANSFER',
  'BET',
  'WIN',
  'ROLLBACK',
  'ADJUSTMENT',
  'DEPOSIT',
  'WITHDRAWAL',
  'WITHDRAWAL_REFUND',
  'UPLINE_TRANSFER',
  'DOWNLINE_TRANSFER',
  'BONUS',
  'REBATE',
  'SALARY',
  'DIVIDEND',
  'COMMISSION',
  'REDEMPTION',
] as const;
export type LedgerKindName = (typeof LEDGER_KIND_NAMES)[number];
const LedgerKind = Type.Enum(LEDGER_KIND_NAMES);

/** GET /wps/member/records/account. */
export const AccountRecordQuery = Type.Object(
  {
    ...DayRangeQuery,
    kind: Type.Optional(LedgerKind),
    pageNo: PageNo,
    pageSize: pageSize(10),
  },
  { additionalProperties: false },
);
export type AccountRecordQuery = Static<typeof AccountRecordQuery>;

export const AccountMovement = Type.Object({
  /** The ledger entry: one per wallet the movement touched. */
  id: Type.String(),
  transactionId: Type.String(),
  at: Type.String(),
  kind: LedgerKind,
  /** MAIN or a vendor code. */
  wallet: Type.String(),
  /** Signed: money in is positive. */
  amount: Type.Number(),
  /** That wallet's balance right after the movement. */
  balanceAfter: Type.Number(),
  /** The other side when it is the member's other wallet (a vendor code) or another member. */
  counterparty: Nullable(Type.String()),
});
export type AccountMovement = Static<typeof AccountMovement>;

export const AccountRecordPage = Type.Object({
  list: Type.Array(AccountMovement),
  total: Type.Integer(),
});
export type AccountRecordPage = Static<typeof AccountRecordPage>;

/** GET /wps/member/records/profit-loss: one period (the picker's range), by category. */
export const ProfitLossQuery = Type.Object(DayRangeQuery, { additionalProperties: false });
export type ProfitLossQuery = Static<typeof ProfitLossQuery>;

export const ProfitLoss = Type.Object({
  from: Type.String(),
  to: Type.String(),
  /** Equal to the betting record's totals over the same days. */
  totals: BetTotals,
  categories: Type.Array(Type.Object({ category: Type.String(), ...BetTotals.properties })),
  /** Money the site paid the member over the days, apart from games (bonus, rebate, salary…). */
  income: Type.Array(Type.Object({ kind: LedgerKind, amount: Type.Number() })),
  /** Win/loss plus income. */
  net: Type.Number(),
});
export type ProfitLoss = Static<typeof ProfitLoss>;
