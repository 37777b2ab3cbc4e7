import type { Sport } from '@site/contracts';
import type { TestContext } from './testApp.js';

/** A selection as a slip names it: the price and version the member saw. */
export type Seen = { selectionId: string; oddsMilli: number; priceVersion: number };

/**
 * Sportsbook fixtures on the feed's own tables (0061), as the feed writes them: events with one
 * market each, slips through the API, results and corrections of a market.
 */
export function sportsbookFixtures(
  ctx: () => TestContext,
  defaultHeaders: () => Record<string, string>,
) {
  const db = () => ctx().database.db;
  let events = 0;
  let keys = 0;
  const newKey = () => `sb-test-${process.pid}-${(keys += 1)}`;

  /** An event with one market of the given kind and line, its selections at these prices. */
  async function market(options: {
    kind?: string;
    lineQuarters?: number | null;
    prices: Record<string, number>;
    status?: 'SCHEDULED' | 'LIVE';
    sport?: Sport;
  }) {
    events += 1;
    const team = (code: string) => JSON.stringify({ code, name: { bn: code, en: code } });
    const event = await db()
      .insertInto('sports_events')
      .values({
        external_id: `test-${process.pid}-${events}`,
        sport: options.sport ?? 'CRICKET',
        competition_code: 'TEST',
        competition: JSON.stringify({ bn: 'টেস্ট', en: 'Test' }),
        format: 'T20',
        home: team('HOM'),
        away: team('AWY'),
        starts_at: new Date(ctx().clock.now().getTime() + 3_600_000),
        status: options.status ?? 'SCHEDULED',
        seed: String(events),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: marketId } = await db()
      .insertInto('sports_markets')
      .values({
        event_id: event.id,
        kind: (options.kind ?? 'MATCH_WINNER') as 'MATCH_WINNER',
        line_quarters: options.lineQuarters ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const selections: Record<string, Seen> = {};
    for (const [code, odds] of Object.entries(options.prices)) {
      const row = await db()
        .insertInto('sports_selections')
        .values({
          market_id: marketId,
          code,
          name: JSON.stringify({ bn: code, en: code }),
          odds_milli: odds,
        })
        .returning(['id', 'price_version'])
        .executeTakeFirstOrThrow();
      selections[code] = {
        selectionId: String(row.id),
        oddsMilli: odds,
        priceVersion: row.price_version,
      };
    }
    return { eventId: String(event.id), marketId: String(marketId), selections };
  }

  /** POST /sportsbook/bets with these bets (each its legs and stake). */
  const place = (
    bets: Array<{ legs: Seen[]; stake: number | string }>,
    options: { oddsChange?: string; slipKey?: string; headers?: Record<string, string> } = {},
  ) => {
    const selections = [
      ...new Map(bets.flatMap((b) => b.legs).map((s) => [s.selectionId, s])).values(),
    ];
    return ctx().app.inject({
      method: 'POST',
      url: '/sportsbook/bets',
      headers: options.headers ?? defaultHeaders(),
      payload: {
        slipKey: options.slipKey ?? newKey(),
        oddsChange: options.oddsChange ?? 'NONE',
        selections,
        bets: bets.map((b) => ({ legs: b.legs.map((s) => s.selectionId), stake: b.stake })),
      },
    });
  };

  /** Results a market as the feed does: closed, then RESULTED with the fact (or corrected). */
  async function result(
    marketId: string,
    fact: { winners?: string[]; home?: number; away?: number; total?: number },
  ) {
    const row = await db()
      .selectFrom('sports_markets')
      .select(['state', 'result_version'])
      .where('id', '=', marketId)
      .executeTakeFirstOrThrow();
    if (row.state === 'OPEN' || row.state === 'SUSPENDED')
      await db()
        .updateTable('sports_markets')
        .set({ state: 'CLOSED', suspended_by: null })
        .where('id', '=', marketId)
        .execute();
    await db()
      .updateTable('sports_markets')
      .set({
        state: 'RESULTED',
        result: JSON.stringify({
          winners: fact.winners ?? [],
          home: fact.home ?? null,
          away: fact.away ?? null,
          total: fact.total ?? null,
        }),
        result_version: row.result_version + 1,
        resulted_at: ctx().clock.now(),
      })
      .where('id', '=', marketId)
      .execute();
  }

  return { market, place, result, newKey };
}
