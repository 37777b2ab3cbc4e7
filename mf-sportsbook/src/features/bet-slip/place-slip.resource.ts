import { defineCall } from '@site/shared';
import type { PlaceSportsSlip, SportsSlipAnswer } from '@site/contracts';

/** Places the slip's bets in one request, keyed by the slip (a retry never bets twice). */
export const placeSlip = defineCall<PlaceSportsSlip & Record<string, unknown>, SportsSlipAnswer>({
  module: 'sportsbook',
  method: 'POST',
  path: '/sportsbook/bets',
  needsToken: true,
});
