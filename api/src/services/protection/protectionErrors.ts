import type { ExclusionRefusal, ProtectionLimitRefusal } from '@site/contracts';
import { ApiError } from '../../errors.js';

/** Refusals of player protection: codes and values the site translates (contracts/protection). */
export const protectionErrors = {
  limitReached: (refusal: ProtectionLimitRefusal) =>
    new ApiError(
      403,
      'PROTECTION_LIMIT',
      `The ${refusal.period}ly ${refusal.kind} limit would be passed`,
      refusal,
    ),
  excluded: (refusal: ExclusionRefusal) =>
    new ApiError(403, 'ACCOUNT_EXCLUDED', 'This account is excluded from play', refusal),
  sessionLimitReached: () =>
    new ApiError(401, 'SESSION_LIMIT_REACHED', 'Your session limit is reached, please rest'),
  nothingToConfirm: () =>
    new ApiError(409, 'NOTHING_TO_CONFIRM', 'No pending limit change is waiting to be confirmed'),
  coolingOff: (confirmableAt: Date) =>
    new ApiError(409, 'LIMIT_COOLING_OFF', 'The cooling-off of this change is not over yet', {
      confirmableAt: confirmableAt.toISOString(),
    }),
  onlyStricter: () =>
    new ApiError(403, 'LIMIT_ONLY_STRICTER', 'An operator may only make a limit stricter'),
  passwordWrong: () =>
    new ApiError(403, 'PASSWORD_INCORRECT', 'The password is not correct', { field: 'password' }),
  cannotShorten: () =>
    new ApiError(409, 'EXCLUSION_NOT_SHORTER', 'An exclusion in force cannot be shortened'),
  returnNotDue: () =>
    new ApiError(409, 'RETURN_NOT_DUE', 'No ended self-exclusion waits for a return request'),
};
