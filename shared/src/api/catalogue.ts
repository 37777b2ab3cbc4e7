import { defineCall } from './client';
import type {
  GameCategory,
  LoginResult,
  MemberInfo,
  Permission,
  PointReward,
  PopularLottery,
  SystemStatus,
  TeamOverview,
  WalletBalance,
  WhitelabelNode,
} from './types';

/**
 * Every call of spec §7 the apps make, one typed function each. Components call these, never
 * axios. Grouped by the spec's modules.
 */
export const api = {
  system: {
    status: defineCall<void, SystemStatus>({
      module: 'system',
      method: 'GET',
      path: '/wps/system/status',
      needsToken: false,
    }),
    /** spec §7 "permission/config (sends current host as url parameter)". */
    permission: defineCall<{ url: string }, Permission>({
      module: 'system',
      method: 'GET',
      path: '/wps/system/permission',
      needsToken: false,
    }),
    whitelabel: defineCall<void, WhitelabelNode[]>({
      module: 'system',
      method: 'GET',
      path: '/wps/system/whitelabel',
      needsToken: false,
    }),
  },
  session: {
    login: defineCall<{ username: string; password: string; type: 'username' }, LoginResult>({
      module: 'login',
      method: 'POST',
      path: '/wps/session/login',
      needsToken: false,
    }),
    logout: defineCall<void, null>({
      module: 'login',
      method: 'DELETE',
      path: '/wps/session/logout',
      needsToken: true,
    }),
  },
  member: {
    info: defineCall<void, MemberInfo>({
      module: 'login',
      method: 'GET',
      path: '/wps/member/info',
      needsToken: true,
    }),
  },
  wallet: {
    balance: defineCall<void, WalletBalance>({
      module: 'wallet',
      method: 'GET',
      path: '/wps/v2/wallets/balance',
      needsToken: true,
    }),
  },
  games: {
    menus: defineCall<void, { categories: GameCategory[] }>({
      module: 'games',
      method: 'GET',
      path: '/lgw/games/game_menus',
      needsToken: false,
    }),
  },
  lottery: {
    popular: defineCall<
      { count: number; prizeMode?: string; device: 'WEB'; language: string },
      { list: PopularLottery[] }
    >({ module: 'lottery', method: 'GET', path: '/lgw/games/popular', needsToken: false }),
  },
  points: {
    balance: defineCall<void, { pointBalance: number }>({
      module: 'points',
      method: 'GET',
      path: '/wps/relay/MCS2_getPointBalance',
      needsToken: true,
    }),
    rewards: defineCall<
      { pageNo: number; pageSize: number },
      { list: PointReward[]; totalPages: number }
    >({
      module: 'points',
      method: 'GET',
      path: '/wps/relay/MCS2_getPointReward',
      needsToken: true,
    }),
  },
  agent: {
    teamOverview: defineCall<void, TeamOverview>({
      module: 'agent',
      method: 'GET',
      path: '/wps/relay/MCS2_getTeamOverview',
      needsToken: true,
    }),
  },
};
