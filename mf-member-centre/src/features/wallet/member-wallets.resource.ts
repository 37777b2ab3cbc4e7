import { defineCall, type MemberWallets } from '@site/shared';

/** The main wallet and each vendor wallet with its balance (MEGHNA: the single wallet only). */
export const getMemberWallets = defineCall<void, MemberWallets>({
  module: 'wallet',
  method: 'GET',
  path: '/wps/member/wallets',
  needsToken: true,
});
