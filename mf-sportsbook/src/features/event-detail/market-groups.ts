import type { SportsMarket } from '@site/contracts';

/**
 * An event's markets as the feed lists them (the match first, then by kind and scope), with
 * those that take no more bets (settled or void) moved to the end: a player looks for what is
 * still open.
 */
export function orderMarkets(markets: readonly SportsMarket[]): SportsMarket[] {
  const over = (market: SportsMarket) =>
    market.state === 'RESULTED' || market.state === 'VOID' ? 1 : 0;
  return [...markets].sort((a, b) => over(a) - over(b));
}
