import type { OperatorSession } from '@site/contracts';
import { defineCall } from '@site/shared';

export type SignInInput = { username: string; password: string; code?: string };

/**
 * POST /ops/session. Admin and finance with a linked authenticator are answered 401
 * OPERATOR_TOTP_REQUIRED until the input carries their current code.
 */
export const signIn = defineCall<SignInInput, OperatorSession>({
  module: 'ops',
  method: 'POST',
  path: '/ops/session',
  needsToken: false,
});
