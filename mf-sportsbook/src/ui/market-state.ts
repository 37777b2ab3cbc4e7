import type { SportsEvent, SportsMarket } from '@site/contracts';

/** Whether an event's market takes bets now: open, and neither it nor its event suspended or over. */
export const takesBets = (
  event: Pick<SportsEvent, 'suspended' | 'status'>,
  market: Pick<SportsMarket, 'state'>,
): boolean =>
  market.state === 'OPEN' &&
  !event.suspended &&
  event.status !== 'ENDED' &&
  event.status !== 'VOID';
