/** Payloads of every topic that crosses app boundaries. Changing a shape means a protocol bump. */

import type { Permission } from '../api/types';

export type GuestSession = { status: 'guest' };
export type MemberSession = {
  status: 'member';
  token: string;
  account: string;
  nickname: string;
  /** spec §6: 0 member, 1/2/41/42 agent types, 4 trial account */
  isAgent: number;
  merchantCode: string;
};
export type SessionState = GuestSession | MemberSession;

export type BalanceState = { sumBalance: number | null; currencySymbol: string };
export type UnreadState = { messages: number; promos: number; missions: number; rewards: number };
/**
 * The member's orders (deposits, withdrawals, points redemptions) or sportsbook bets changed
 * state: `version` moves with each change pushed by the API (null before the first push). Pages
 * that show orders or bets reload them when it moves.
 */
export type OrdersState = { version: string | null };

/**
 * The brand's permission data (spec §3: whitelabel tree, flags, settings) as the shell (or a dev
 * harness) loaded it at start-up, so no remote asks for it again. Null until it is loaded.
 */
export type BrandState = Permission | null;

export type StateTopics = {
  session: SessionState;
  balance: BalanceState;
  unread: UnreadState;
  orders: OrdersState;
  brand: BrandState;
};

export type CommandTopics = {
  'open-login': { reason: string };
  /** spec §5: a trial account tried a member-only action; the shell shows the warning. */
  'open-true-account-warning': { reason: string };
  'refresh-balance': void;
  'open-member-centre': { entry?: string };
  'open-agent-centre': { entry?: string };
};

export const INITIAL_STATE: StateTopics = {
  session: { status: 'guest' },
  balance: { sumBalance: null, currencySymbol: 'P' },
  unread: { messages: 0, promos: 0, missions: 0, rewards: 0 },
  orders: { version: null },
  brand: null,
};

export const TRIAL_ACCOUNT = 4;
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];

export const isMember = (session: SessionState): session is MemberSession =>
  session.status === 'member';
export const isTrialAccount = (session: SessionState): boolean =>
  isMember(session) && session.isAgent === TRIAL_ACCOUNT;
export const isAgentAccount = (session: SessionState): boolean =>
  isMember(session) && AGENT_TYPES.includes(session.isAgent);
