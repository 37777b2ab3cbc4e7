import { defineCall, type MessageListQuery, type MessagePage } from '@site/shared';

/** One page of the member's inbox, filtered on the server (GET /wps/member/messages). */
export const getMessages = defineCall<MessageListQuery, MessagePage>({
  module: 'member',
  method: 'GET',
  path: '/wps/member/messages',
  needsToken: true,
});
