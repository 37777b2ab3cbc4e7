import { defineCall, type UnreadState } from '@site/shared';

/** spec §7 MCSFE_getPlayerAvatar. */
export const getPlayerAvatar = defineCall<void, { avatarUrl: string }>({
  module: 'login',
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerAvatar',
  needsToken: true,
});

/** spec §7 CSP_unreadCount. */
export const getUnreadCount = defineCall<void, UnreadState>({
  module: 'wallet',
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  needsToken: true,
});
