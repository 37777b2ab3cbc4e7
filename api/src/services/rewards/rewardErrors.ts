import { ApiError } from '../../errors.js';

/** The reward centre's refusals: each a code the member centre translates. */
export const rewardErrors = {
  notFound: () => new ApiError(404, 'NOT_FOUND', 'Reward not found'),
  expired: () => new ApiError(409, 'REWARD_EXPIRED', 'This reward has expired'),
  notRealAccount: () =>
    new ApiError(403, 'NOT_REAL_ACCOUNT', 'A trial account cannot claim rewards'),
  /** spec §8: a Zalo / WhatsApp ID number is required to redeem a bonus. */
  contactRequired: (contact: 'zalo' | 'whatsapp') =>
    new ApiError(
      400,
      contact === 'zalo' ? 'BONUS_ZALO_REQUIRED' : 'BONUS_WHATSAPP_REQUIRED',
      contact === 'zalo'
        ? 'A Zalo ID number is required to redeem a bonus'
        : 'A WhatsApp ID number is required to redeem a bonus',
      { field: contact },
    ),
  turnoverForCash: () =>
    new ApiError(400, 'VALIDATION_FAILED', 'Only a BONUS reward has a turnover requirement', {
      field: 'turnover',
    }),
};
