import type { OpsRaffleDraw } from '@site/contracts';
import { defineCall } from '@site/shared';

export type RaffleDrawBody = { brand: string; promotion: string; period: string; early?: boolean };

/**
 * POST /ops/raffles/draw: a raffle period's draw, once. Drawn before (by the API's own job or
 * another operator) it answers the recorded result with drawnNow false.
 */
export const drawRaffle = defineCall<RaffleDrawBody, OpsRaffleDraw>({
  module: 'ops',
  method: 'POST',
  path: '/ops/raffles/draw',
  needsToken: true,
});
