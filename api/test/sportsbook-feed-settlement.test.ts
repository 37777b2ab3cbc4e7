import type { SportsEvent, SportsEventDetail, SportsMarket } from '@site/contracts';
import { FeedWriter } from '../src/services/sportsbook/feedWriter.js';
import {
  DEFAULT_HOUSE_FEED_OPTIONS,
  HouseFeed,
} from '../src/services/sportsbook/house/houseFeed.js';
import { selectionOutcome } from '../src/services/sportsbook/settlementRules.js';
import { runSportsbookJob } from '../src/services/sportsbook/sportsSettlement.js';
import { sportsbookFixtures } from './support/sportsbook.js';
import {
  authed,
  body,
  BRAND1,
  createTestContext,
  login,
  OPS_TOKEN,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';

/**
 * The seam between the feed and the bets (issue 43 item 5): bets on a house-feed event are paid
 * from the results the feed writes when the event finishes, each market by the fact its kind
 * is settled by (a match winner by its winners, a handicap by the score, a total by the total),
 * and an operator's result by hand must be of that kind.
 */
const HOUSE = { ...DEFAULT_HOUSE_FEED_OPTIONS, fixtureIntervalMs: 20 * 60_000, pricingRuns: 30 };
const WRITER = { horizonMs: 30 * 60_000, lookbackMs: 0, fixturesPerTick: 100, leaseMs: 5_000 };

let ctx: TestContext;
let member: Record<string, string>;
const ops = { authorization: `Bearer ${OPS_TOKEN}` };

beforeAll(async () => {
  ctx = await createTestContext({
    sportsbook: { feedEveryMs: 0, house: HOUSE, writer: WRITER, hub: { heartbeatMs: 200 } },
  });
  member = authed(await login(ctx.app, 'demo_member', PASSWORDS.member)) as Record<string, string>;
  await new FeedWriter(ctx.database.db, new HouseFeed(HOUSE), WRITER).tick(ctx.clock.now());
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

const { place } = sportsbookFixtures(
  () => ctx,
  () => member,
);
const get = async <T>(url: string) => body<T>(await ctx.app.inject({ url, headers: BRAND1 })).value;
const upcoming = async (sport: string) => {
  const { list } = await get<{ list: SportsEvent[] }>(
    `/sportsbook/events?sport=${sport}&when=UPCOMING&pageNo=1&pageSize=5`,
  );
  return get<SportsEventDetail>(`/sportsbook/events/${list[0]!.id}`);
};
const open = (event: SportsEventDetail, kind: string): SportsMarket =>
  event.markets.find((market) => market.kind === kind && market.state === 'OPEN')!;

describe('bets on a house-feed event', () => {
  it('are paid from the results the feed writes when the event finishes', async () => {
    const event = await upcoming('FOOTBALL');
    const picks = [
      open(event, 'MATCH_WINNER').selections.find((s) => s.code === 'HOME')!,
      open(event, 'ASIAN_HANDICAP').selections.find((s) => s.code === 'HOME')!,
      open(event, 'TOTAL').selections.find((s) => s.code === 'OVER')!,
    ];
    for (const pick of picks) {
      const placed = await place([
        {
          legs: [
            { selectionId: pick.id, oddsMilli: pick.oddsMilli, priceVersion: pick.priceVersion },
          ],
          stake: 10,
        },
      ]);
      expect(placed.statusCode).toBe(200);
    }
    const finished = await ctx.app.inject({
      method: 'POST',
      url: `/ops/sportsbook/events/${event.id}/finish`,
      headers: ops,
      payload: { reason: 'final whistle', home: 2, away: 1 },
    });
    expect(finished.statusCode).toBe(200);
    await runSportsbookJob(ctx.database.db, ctx.clock.now());

    type SettledBet = { legs: Array<{ selectionId: string; result: string }> };
    const { list } = body<{ list: SettledBet[] }>(
      await ctx.app.inject({
        url: '/sportsbook/bets?status=settled&pageNo=1&pageSize=10',
        headers: member,
      }),
    ).value;
    const resultOf = (selectionId: string) =>
      list.flatMap((bet) => bet.legs).find((leg) => leg.selectionId === selectionId)?.result;
    const [winner, handicap, total] = picks;
    expect(resultOf(winner!.id)).toBe('WIN');
    expect(resultOf(handicap!.id)).toBe(
      selectionOutcome(
        { code: 'HOME', lineQuarters: open(event, 'ASIAN_HANDICAP').lineQuarters },
        { kind: 'SCORE', home: 2, away: 1 },
      ),
    );
    expect(resultOf(total!.id)).toBe(
      selectionOutcome(
        { code: 'OVER', lineQuarters: open(event, 'TOTAL').lineQuarters },
        { kind: 'TOTAL', total: 3 },
      ),
    );
  });

  it('an operator’s result by hand must be of the kind its market is settled by', async () => {
    const event = await upcoming('CRICKET');
    const settle = (marketId: string, result: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/ops/sportsbook/markets/${marketId}/settle`,
        headers: ops,
        payload: { reason: 'scorer’s sheet', result },
      });
    const wrong = await settle(open(event, 'MATCH_WINNER').id, { kind: 'SCORE', home: 1, away: 0 });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong)).toMatchObject({
      code: 'SPORTS_RESULT_KIND',
      value: { expected: 'WINNERS' },
    });
    expect(
      (await settle(open(event, 'MATCH_WINNER').id, { kind: 'WINNERS', winners: ['HOME'] }))
        .statusCode,
    ).toBe(200);
  });
});
