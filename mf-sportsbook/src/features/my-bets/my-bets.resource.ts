import { defineCall } from '@site/shared';
import type { CashOutOffer, CashOutRequest, SportsBet, SportsBetPage } from '@site/contracts';

/**
 * The member's bets, open or settled. `followsOrders`: a bet that changes state (accepted after
 * the in-play delay, settled, cashed out) moves the member's live `orders` topic, and the page
 * asks again without a reload.
 */
export const getMyBets = defineCall<
  { status: 'open' | 'settled'; pageNo: number; pageSize: number },
  SportsBetPage
>({
  module: 'sportsbook',
  method: 'GET',
  path: '/sportsbook/bets',
  needsToken: true,
  followsOrders: true,
});

const cashOutPath = (betId: string) => `/sportsbook/bets/${encodeURIComponent(betId)}/cash-out`;

/** The cash-out offer for a bet now (value null: none, e.g. a leg's market is suspended). */
export const getCashOutOffer = (betId: string) =>
  defineCall<void, CashOutOffer>({
    module: 'sportsbook',
    method: 'GET',
    path: cashOutPath(betId),
    needsToken: true,
  })();

/** Takes the offer; refused when it moved against the player since it was quoted. */
export const cashOut = (betId: string, request: CashOutRequest) =>
  defineCall<CashOutRequest & Record<string, unknown>, SportsBet>({
    module: 'sportsbook',
    method: 'POST',
    path: cashOutPath(betId),
    needsToken: true,
  })({ ...request });
