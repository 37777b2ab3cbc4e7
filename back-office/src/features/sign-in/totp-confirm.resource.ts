import type { OperatorView } from '@site/contracts';
import { defineCall } from '@site/shared';

/** POST /ops/me/totp/confirm: links the secret; the answer is the now whole session's operator. */
export const confirmTotp = defineCall<{ code: string }, OperatorView>({
  module: 'ops',
  method: 'POST',
  path: '/ops/me/totp/confirm',
  needsToken: true,
});
