import { defineCall, type ConsolidatedFunds } from '@site/shared';

/** spec §7 consolidated funds: every vendor wallet back to the main wallet ("recall all"). */
export const consolidateFunds = defineCall<void, ConsolidatedFunds>({
  module: 'wallet',
  method: 'POST',
  path: '/wps/member/info/funds/consolidated',
  needsToken: true,
});
