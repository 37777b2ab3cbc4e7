import Type, { type Static } from 'typebox';
import { Language, LocalizedText } from './common.js';

/** GET /wps/v2/wallets/balance (major units). */
export const WalletBalance = Type.Object({
  sumBalance: Type.Number(),
  currency: Type.String(),
  currencySymbol: Type.String(),
});
export type WalletBalance = Static<typeof WalletBalance>;

/** GCS_merchantWallet: a single wallet has no vendor wallets to transfer between. */
export const MerchantWallet = Type.Object({ isSingle: Type.Boolean() });

/** GCS_walletTransfer: between MAIN and one vendor wallet (major units). */
export const WalletTransfer = Type.Object({
  transactionId: Type.String(),
  from: Type.String(),
  to: Type.String(),
  amount: Type.Number(),
  /** Balances of the two wallets and the total, right after the transfer. */
  fromBalance: Type.Number(),
  toBalance: Type.Number(),
  sumBalance: Type.Number(),
});
export type WalletTransfer = Static<typeof WalletTransfer>;

/** POST /wps/member/info/funds/consolidated: every vendor wallet moved back to MAIN. */
export const ConsolidatedFunds = Type.Object({
  sumBalance: Type.Number(),
  wallets: Type.Array(Type.Object({ kind: Type.String(), balance: Type.Number() })),
});
export type ConsolidatedFunds = Static<typeof ConsolidatedFunds>;

export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** GET /lgw/games/popular. */
export const PopularLotteriesQuery = Type.Object({
  count: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  prizeMode: Type.Optional(Type.Enum([...PRIZE_MODES, ''])),
  // The header's lottery vendor links (spec §2 drop-down) open /lottery?vendor=.
  vendor: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{0,32}$' })),
  device: Type.Enum(['WEB', 'H5', 'APP'], { default: 'WEB' }),
  language: Type.Optional(Language),
});
export const PopularLottery = Type.Object({
  gameId: Type.Integer(),
  gameCode: Type.String(),
  gameName: LocalizedText,
  prizeMode: Type.Enum(PRIZE_MODES),
  drawIntervalSeconds: Type.Integer(),
  vendor: Type.String(),
  /** Start of the next draw, aligned to the draw interval. */
  nextDrawAt: Type.String(),
});
export type PopularLottery = Static<typeof PopularLottery>;
export const PopularLotteries = Type.Object({ list: Type.Array(PopularLottery) });

/** MCS2_getTeamOverview: an agent's downline. */
export const TeamOverview = Type.Object({
  directMembers: Type.Integer(),
  totalMembers: Type.Integer(),
  teamBalance: Type.Number(),
  members: Type.Array(
    Type.Object({
      account: Type.String(),
      nickname: Type.String(),
      isAgent: Type.Integer(),
      level: Type.Integer(),
      createdAt: Type.String(),
    }),
  ),
});
export type TeamOverview = Static<typeof TeamOverview>;
