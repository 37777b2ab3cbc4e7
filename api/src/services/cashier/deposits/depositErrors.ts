import { ApiError } from '../../../errors.js';

/** The deposit's own refusals; the member centre translates each code (feature namespace). */
export const depositErrors = {
  methodUnknown: (field: 'method' | 'channel') =>
    new ApiError(400, 'DEPOSIT_METHOD_UNKNOWN', 'This payment method is not available', {
      field,
    }),
  belowMin: (min: number) =>
    new ApiError(400, 'DEPOSIT_AMOUNT_BELOW_MIN', `The amount must be at least ${min}`, {
      field: 'amount',
      min,
    }),
  aboveMax: (max: number) =>
    new ApiError(400, 'DEPOSIT_AMOUNT_ABOVE_MAX', `The amount must be at most ${max}`, {
      field: 'amount',
      max,
    }),
  notPending: (state: string) =>
    new ApiError(409, 'DEPOSIT_NOT_PENDING', `This deposit is already ${state}`, { state }),
  amountMismatch: () =>
    new ApiError(409, 'DEPOSIT_AMOUNT_MISMATCH', 'The amount differs from the order'),
  keyReused: () =>
    new ApiError(
      409,
      'IDEMPOTENCY_CONFLICT',
      'This idempotency key was already used for a different request',
    ),
  tooManyProofs: (max: number) =>
    new ApiError(400, 'VALIDATION_FAILED', `At most ${max} images are accepted`, {
      field: 'images',
      rule: 'maxCount',
      max,
    }),
};
