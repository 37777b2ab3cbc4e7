import { defineCall } from '../api/client';
import type { ProtectionOverview } from '../api/types';

/**
 * The member's limits with what they used, the reality check, the current login's figures and
 * any exclusion (issue 44). One call for the shell's reality check and the member centre's
 * Responsible gaming page, so both read and refresh the same cached answer.
 */
export const getProtectionOverview = defineCall<void, ProtectionOverview>({
  module: 'member',
  method: 'GET',
  path: '/wps/member/protection',
  needsToken: true,
});
