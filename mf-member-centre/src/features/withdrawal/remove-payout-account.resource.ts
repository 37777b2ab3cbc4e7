import { defineCall, type PayoutAccount } from '@site/shared';

export const removePayoutAccount = defineCall<{ id: string }, PayoutAccount[]>({
  module: 'member',
  method: 'POST',
  path: '/wps/member/withdrawal/accounts/remove',
  needsToken: true,
});
