import { defineCall, type MessagesChanged } from '@site/shared';

/** Deletes one or several of the member's own messages (POST /wps/member/messages/delete). */
export const deleteMessages = defineCall<{ ids: string[] }, MessagesChanged>({
  module: 'member',
  method: 'POST',
  path: '/wps/member/messages/delete',
  needsToken: true,
});
