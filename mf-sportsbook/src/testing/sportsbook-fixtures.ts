import type { PlaceSportsSlip, SportsEvent, SportsMarket, SportsSlipAnswer } from '@site/contracts';

/** A match winner market of two sides at `prices` (decimal odds × 1000). */
export function winnerMarket(id: string, eventId: string, prices: [number, number]): SportsMarket {
  return {
    id,
    eventId,
    kind: 'MATCH_WINNER',
    scope: 'MATCH',
    lineQuarters: null,
    state: 'OPEN',
    result: null,
    resultVersion: 0,
    selections: (['HOME', 'AWAY'] as const).map((code, index) => ({
      id: `${id}${index + 1}`,
      marketId: id,
      code,
      name: code === 'HOME' ? { bn: 'ঢাকা', en: 'Dhaka' } : { bn: 'খুলনা', en: 'Khulna' },
      oddsMilli: prices[index]!,
      priceVersion: 1,
    })),
  };
}

/** A live T20 between Dhaka and Khulna, its match winner market open. */
export function cricketEvent(
  id: string,
  market = winnerMarket(`${id}0`, id, [1850, 1950]),
): SportsEvent {
  return {
    id,
    sport: 'CRICKET',
    competition: { code: 'BPL', name: { bn: 'বিপিএল', en: 'Bangladesh Premier League' } },
    format: 'T20',
    home: { code: 'DHK', name: { bn: 'ঢাকা', en: 'Dhaka' } },
    away: { code: 'KHU', name: { bn: 'খুলনা', en: 'Khulna' } },
    startsAt: '2026-12-07T10:00:00.000Z',
    status: 'LIVE',
    suspended: false,
    score: {
      home: 0,
      away: 0,
      period: 1,
      minute: null,
      cricket: {
        overs: 20,
        innings: [{ side: 'HOME', runs: 87, wickets: 2, balls: 62 }],
        target: null,
      },
    },
    marketCount: 6,
    mainMarket: market,
  };
}

/** The API's answer to a slip: each bet accepted (OPEN) at the prices sent. */
export function placedSlip(slip: PlaceSportsSlip): SportsSlipAnswer {
  const priceOf = (id: string) => slip.selections.find((s) => s.selectionId === id)!.oddsMilli;
  return {
    slipKey: slip.slipKey,
    bets: slip.bets.map((bet, index) => {
      const oddsMilli = bet.legs.reduce((odds, leg) => (odds * priceOf(leg)) / 1000, 1000);
      return {
        betId: String(index + 1),
        slipKey: slip.slipKey,
        kind: bet.legs.length > 1 ? 'MULTIPLE' : 'SINGLE',
        state: 'OPEN',
        stake: Number(bet.stake),
        oddsMilli: Math.floor(oddsMilli),
        potentialReturn: Math.floor(Number(bet.stake) * oddsMilli) / 1000,
        paidReturn: 0,
        refusal: null,
        acceptAt: null,
        legs: [],
        createdAt: '2026-12-07T10:00:00.000Z',
        settledAt: null,
      };
    }),
  };
}
