import { defineCall, type BonusList } from '@site/shared';

/** The member's bonuses with their turnover (GET /wps/member/bonuses). */
export const getBonuses = defineCall<void, BonusList>({
  module: 'member',
  method: 'GET',
  path: '/wps/member/bonuses',
  needsToken: true,
});
