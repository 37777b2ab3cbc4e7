import { defineCall } from '../api/client';
import type { LoginInput, LoginResult, MemberInfo, WalletBalance } from '../api/types';

/**
 * The session's calls. They stay in @site/shared because the shell and every remote's dev
 * harness sign in, sign out and load the balance through the same session actions.
 */
export const login = defineCall<LoginInput, LoginResult>({
  module: 'login',
  method: 'POST',
  path: '/wps/session/login',
  needsToken: false,
  encrypted: true,
});

export const logout = defineCall<void, null>({
  module: 'login',
  method: 'DELETE',
  path: '/wps/session/logout',
  needsToken: true,
});

export const getMemberInfo = defineCall<void, MemberInfo>({
  module: 'login',
  method: 'GET',
  path: '/wps/member/info',
  needsToken: true,
});

export const getWalletBalance = defineCall<void, WalletBalance>({
  module: 'wallet',
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  needsToken: true,
});
