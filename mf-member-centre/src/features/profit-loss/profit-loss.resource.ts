import { defineCall, type ProfitLoss, type ProfitLossQuery } from '@site/shared';

/** The period's rounds by category (as the betting record counts them) and other income. */
export const getProfitLoss = defineCall<ProfitLossQuery, ProfitLoss>({
  module: 'wallet',
  method: 'GET',
  path: '/wps/member/records/profit-loss',
  needsToken: true,
});
