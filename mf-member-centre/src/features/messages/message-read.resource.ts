import { defineCall, type MemberMessage, type ReadMessageBody } from '@site/shared';

/** Opens one of the member's messages and marks it read (POST /wps/member/messages/read). */
export const readMessage = defineCall<ReadMessageBody, MemberMessage>({
  module: 'member',
  method: 'POST',
  path: '/wps/member/messages/read',
  needsToken: true,
});
