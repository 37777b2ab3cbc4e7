import type {
  AdjustmentDirection,
  AdjustmentResult,
  OpsMemberProtection,
  PlayerBetPage,
  PlayerDepositPage,
  PlayerLedgerPage,
  PlayerMessagePage,
  PlayerProfile,
  PlayerRewards,
  PlayerSearchPage,
  PlayerSessions,
  PlayerWithdrawalPage,
  SendMessageResult,
} from '@site/contracts';
import { defineCall, type CallInput } from '@site/shared';

/** A player as the console's addresses name it: `/players/:merchantCode/:account`. */
export type PlayerRef = { merchantCode: string; account: string };

export type PlayerSearchInput = { q: string; brand?: string; pageNo: number; pageSize: number };

/** GET /ops/players: members of the operator's brands by username, phone, e-mail or payout. */
export const searchPlayers = defineCall<PlayerSearchInput, PlayerSearchPage>({
  module: 'ops',
  method: 'GET',
  path: '/ops/players',
  needsToken: true,
});

const playerPath = ({ merchantCode, account }: PlayerRef, tail = '') =>
  `/ops/players/${encodeURIComponent(merchantCode)}/${encodeURIComponent(account)}${tail}`;

/** A call on one player (its path holds the player, so each player has its own cache key). */
const playerCall = <Input extends CallInput | void, Output>(
  player: PlayerRef,
  method: 'GET' | 'POST',
  tail = '',
) =>
  defineCall<Input, Output>({
    module: 'ops',
    method,
    path: playerPath(player, tail),
    needsToken: true,
  });

export type PageInput = { pageNo: number; pageSize: number };

export const playerProfile = (player: PlayerRef) => playerCall<void, PlayerProfile>(player, 'GET');

/** The paged histories of the player's page, by tab. */
export const playerHistory = {
  ledger: (player: PlayerRef) => playerCall<PageInput, PlayerLedgerPage>(player, 'GET', '/ledger'),
  bets: (player: PlayerRef) => playerCall<PageInput, PlayerBetPage>(player, 'GET', '/bets'),
  deposits: (player: PlayerRef) =>
    playerCall<PageInput, PlayerDepositPage>(player, 'GET', '/deposits'),
  withdrawals: (player: PlayerRef) =>
    playerCall<PageInput, PlayerWithdrawalPage>(player, 'GET', '/withdrawals'),
  messages: (player: PlayerRef) =>
    playerCall<PageInput, PlayerMessagePage>(player, 'GET', '/messages'),
};

export const playerRewards = (player: PlayerRef) =>
  playerCall<void, PlayerRewards>(player, 'GET', '/rewards');
export const playerSessions = (player: PlayerRef) =>
  playerCall<void, PlayerSessions>(player, 'GET', '/sessions');

/** GET /ops/protection/members/...: limits, exclusions and their audit (issue 44). */
export const playerProtection = (player: PlayerRef) =>
  defineCall<void, OpsMemberProtection>({
    module: 'ops',
    method: 'GET',
    path: `/ops/protection/members/${encodeURIComponent(player.merchantCode)}/${encodeURIComponent(player.account)}`,
    needsToken: true,
  });

/** Lock, unlock, and clear the payment password's lock: each with the reason for the audit. */
export const playerAction = (player: PlayerRef, action: 'lock' | 'unlock' | 'paymentUnlock') =>
  playerCall<{ reason: string }, unknown>(
    player,
    'POST',
    action === 'paymentUnlock' ? '/payment-password/unlock' : `/${action}`,
  );

/** POST /ops/adjustments (finance): credit or debit the MAIN wallet, with the reason. */
export const adjustBalance = defineCall<
  {
    brand: string;
    account: string;
    direction: AdjustmentDirection;
    amount: string;
    reason: string;
    idempotencyKey: string;
  },
  AdjustmentResult
>({ module: 'ops', method: 'POST', path: '/ops/adjustments', needsToken: true });

/** POST /ops/messages (support): a message to this one member's inbox. */
export const messagePlayer = defineCall<
  {
    brand: string;
    to: { kind: 'member'; account: string };
    title: string;
    body: string;
    idempotencyKey: string;
  },
  SendMessageResult
>({ module: 'ops', method: 'POST', path: '/ops/messages', needsToken: true });
