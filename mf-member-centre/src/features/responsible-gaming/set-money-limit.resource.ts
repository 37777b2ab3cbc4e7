import { defineCall, type SetMoneyLimitBody } from '@site/shared';

/** Sets a deposit, loss or wager limit: a decrease at once, an increase or removal after 24 hours. */
export const setMoneyLimit = defineCall<SetMoneyLimitBody, unknown>({
  module: 'member',
  method: 'PUT',
  path: '/wps/member/protection/limits',
  needsToken: true,
});
