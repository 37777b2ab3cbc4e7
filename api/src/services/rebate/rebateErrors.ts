import { ApiError } from '../../errors.js';

/** The manual rebate's refusals, each a code the member centre translates. */
export const rebateErrors = {
  nothingToClaim: () =>
    new ApiError(
      409,
      'REBATE_NOTHING_TO_CLAIM',
      'There is no rebate to claim: no valid bets since your last claim',
    ),
};
