import { ApiError } from '../../errors.js';

/** The points mall's refusals: each a code the mall translates, with its facts. */
export const pointsErrors = {
  insufficient: (balance: bigint, needed: bigint) =>
    new ApiError(400, 'INSUFFICIENT_POINTS', 'You do not have enough points', {
      field: 'quantity',
      balance: Number(balance),
      needed: Number(needed),
    }),
  rewardUnknown: () =>
    new ApiError(404, 'REWARD_NOT_FOUND', 'This item is not in the points mall', {
      field: 'rewardId',
    }),
  soldOut: (stock: number) =>
    new ApiError(409, 'REWARD_SOLD_OUT', 'Not enough of this item is left in stock', {
      field: 'quantity',
      stock,
    }),
  quantity: (max: number) =>
    new ApiError(400, 'VALIDATION_FAILED', `The quantity must be 1 to ${max}`, {
      field: 'quantity',
      rule: 'range',
      max,
    }),
  convertMin: (min: number) =>
    new ApiError(400, 'POINTS_CONVERT_MIN', `Convert at least ${min} points`, {
      field: 'points',
      min,
    }),
  convertStep: (step: number) =>
    new ApiError(400, 'POINTS_CONVERT_STEP', `Convert points in steps of ${step}`, {
      field: 'points',
      step,
    }),
  redemptionUnknown: () => new ApiError(404, 'NOT_FOUND', 'Redemption not found'),
  redemptionState: (status: string) =>
    new ApiError(409, 'REDEMPTION_STATE', `This redemption is already ${status}`, { status }),
};
