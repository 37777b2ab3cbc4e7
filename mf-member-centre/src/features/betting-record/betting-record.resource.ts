import { defineCall, type BettingRecordPage, type BettingRecordQuery } from '@site/shared';

/** One page of the member's rounds with the totals of the whole filter. */
export const getBettingRecord = defineCall<BettingRecordQuery, BettingRecordPage>({
  module: 'wallet',
  method: 'GET',
  path: '/wps/member/records/bets',
  needsToken: true,
});
