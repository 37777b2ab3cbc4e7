import { defineCall } from '@site/shared';

/** DELETE /ops/session: ends this session at the API. */
export const signOut = defineCall<void, null>({
  module: 'ops',
  method: 'DELETE',
  path: '/ops/session',
  needsToken: true,
});
