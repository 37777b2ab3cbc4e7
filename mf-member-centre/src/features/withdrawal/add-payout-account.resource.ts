import { defineCall, type AddPayoutAccountBody, type PayoutAccount } from '@site/shared';

export const addPayoutAccount = defineCall<AddPayoutAccountBody, PayoutAccount[]>({
  module: 'member',
  method: 'POST',
  path: '/wps/member/withdrawal/accounts',
  needsToken: true,
});
