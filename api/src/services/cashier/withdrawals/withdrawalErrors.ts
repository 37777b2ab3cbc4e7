import { ApiError } from '../../../errors.js';
import { minorToMajor } from '../../wallet/money.js';

/** The withdrawal's refusals: each a code the member centre translates, with its facts. */
export const withdrawalErrors = {
  amountBelowMin: (minMinor: number) =>
    new ApiError(400, 'WITHDRAWAL_AMOUNT_RANGE', 'The amount is below the minimum', {
      field: 'amount',
      min: minorToMajor(BigInt(minMinor)),
    }),
  amountAboveMax: (maxMinor: number) =>
    new ApiError(400, 'WITHDRAWAL_AMOUNT_RANGE', 'The amount is above the maximum', {
      field: 'amount',
      max: minorToMajor(BigInt(maxMinor)),
    }),
  insufficient: (withdrawableMinor: bigint) =>
    new ApiError(400, 'INSUFFICIENT_BALANCE', 'The amount is more than your withdrawable balance', {
      field: 'amount',
      withdrawable: minorToMajor(withdrawableMinor),
    }),
  dailyLimit: (leftMinor: bigint) =>
    new ApiError(400, 'WITHDRAWAL_DAILY_LIMIT', "The amount is over today's withdrawal limit", {
      field: 'amount',
      left: minorToMajor(leftMinor < 0n ? 0n : leftMinor),
    }),
  turnover: (remainingMinor: bigint) =>
    new ApiError(400, 'WITHDRAWAL_TURNOVER', 'The turnover requirement is not met yet', {
      remaining: minorToMajor(remainingMinor),
    }),
  bonusTurnover: (remainingMinor: bigint) =>
    new ApiError(
      400,
      'WITHDRAWAL_BONUS_TURNOVER',
      "An active bonus's turnover requirement is not met yet",
      { remaining: minorToMajor(remainingMinor) },
    ),
  payoutAccountUnknown: () =>
    new ApiError(404, 'PAYOUT_ACCOUNT_NOT_FOUND', 'Payout account not found', {
      field: 'payoutAccountId',
    }),
  payoutAccountInUse: () =>
    new ApiError(409, 'PAYOUT_ACCOUNT_IN_USE', 'An open withdrawal pays to this account'),
  payoutAccountLimit: (max: number) =>
    new ApiError(400, 'PAYOUT_ACCOUNT_LIMIT', 'You cannot add more payout accounts', { max }),
  payoutAccountTaken: () =>
    new ApiError(409, 'PAYOUT_ACCOUNT_EXISTS', 'This account is already added', {
      field: 'accountNumber',
    }),
  provider: () =>
    new ApiError(400, 'VALIDATION_FAILED', 'Unknown bank or e-wallet', { field: 'provider' }),
  accountNumber: (kind: 'bank' | 'ewallet') =>
    new ApiError(
      400,
      'VALIDATION_FAILED',
      kind === 'ewallet'
        ? 'An e-wallet number is 11 digits starting with 01'
        : 'A bank account number is 8 to 20 digits',
      { field: 'accountNumber', rule: kind },
    ),
  holderName: () =>
    new ApiError(400, 'VALIDATION_FAILED', 'The name must be letters and spaces, 2 to 50', {
      field: 'holderName',
      rule: 'pattern',
    }),
  nameMismatch: () =>
    new ApiError(400, 'PAYOUT_NAME_MISMATCH', 'The holder name must match your real name', {
      field: 'holderName',
    }),
  orderUnknown: () => new ApiError(404, 'NOT_FOUND', 'Withdrawal not found'),
  state: (status: string, action: string) =>
    new ApiError(409, 'WITHDRAWAL_STATE', `A ${status} withdrawal cannot be ${action}`, {
      status,
      action,
    }),
  proofRequired: () =>
    new ApiError(400, 'VALIDATION_FAILED', 'Add at least one proof image', {
      field: 'images',
      rule: 'required',
    }),
  partialAmounts: () =>
    new ApiError(
      400,
      'WITHDRAWAL_PARTIAL_AMOUNTS',
      'Received and remaining amounts must both be above 0 and add up to the order amount',
      { field: 'receivedAmount' },
    ),
};
