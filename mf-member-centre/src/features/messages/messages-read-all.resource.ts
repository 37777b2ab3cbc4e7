import { defineCall, type MessagesChanged } from '@site/shared';

/** Marks every message of the member read (POST /wps/member/messages/read-all). */
export const markAllMessagesRead = defineCall<void, MessagesChanged>({
  module: 'member',
  method: 'POST',
  path: '/wps/member/messages/read-all',
  needsToken: true,
});
