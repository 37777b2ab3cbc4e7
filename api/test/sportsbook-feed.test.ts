// On PostgreSQL too: two feed writers race for the lease, and a change reaches a stream through LISTEN/NOTIFY.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  SPORTS,
  type SportCount,
  type SportsEvent,
  type SportsEventDetail,
  type SportsFeedChange,
  type SportsMarket,
} from '@site/contracts';
import type { SportsbookConfig } from '../src/config.js';
import { FeedWriter } from '../src/services/sportsbook/feedWriter.js';
import {
  DEFAULT_HOUSE_FEED_OPTIONS,
  HouseFeed,
} from '../src/services/sportsbook/house/houseFeed.js';
import { signInOperator } from './support/operators.js';
import { SseClient } from './support/sse.js';
import { body, BRAND1, createTestContext, OPS_TOKEN, type TestContext } from './support/testApp.js';

/**
 * The sportsbook's feed (issue 43 items 2, 3, 6, 7): the house feed writes fixtures and plays
 * them on the clock, one writer at a time; the public reads and the push show it; operators
 * suspend, void, price, finish and correct, audited.
 */
const HOUSE = { ...DEFAULT_HOUSE_FEED_OPTIONS, fixtureIntervalMs: 20 * 60_000, pricingRuns: 30 };
const WRITER = { horizonMs: 30 * 60_000, lookbackMs: 0, fixturesPerTick: 100, leaseMs: 5_000 };
const SPORTSBOOK: SportsbookConfig = {
  feedEveryMs: 0,
  house: HOUSE,
  writer: WRITER,
  hub: { heartbeatMs: 200 },
};

let ctx: TestContext;
let app: FastifyInstance;
let base: string;
let writer: FeedWriter;
const streams: SseClient[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ sportsbook: SPORTSBOOK });
  app = ctx.app;
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  writer = new FeedWriter(ctx.database.db, new HouseFeed(HOUSE), WRITER);
  expect((await writer.tick(ctx.clock.now())).writer).toBe(true);
}, 120_000);
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(async () => {
  await ctx.close();
});

const ops = { authorization: `Bearer ${OPS_TOKEN}` };
const get = async <T>(url: string) => {
  const response = await app.inject({ url, headers: BRAND1 });
  expect({ url, status: response.statusCode, code: body(response).code }).toEqual({
    url,
    status: 200,
    code: 0,
  });
  return body<T>(response).value;
};
const opsPost = (url: string, payload: object, headers: Record<string, string> = ops) =>
  app.inject({ method: 'POST', url, headers, payload });
const detail = (id: string) => get<SportsEventDetail>(`/sportsbook/events/${id}`);

/**
 * Ticks the feed every `stepMs` of test clock for `totalMs`. The feed's state follows from the
 * clock alone, so a long step only skips what happened in between (a suspension's few seconds).
 */
async function play(totalMs: number, stepMs = 20_000) {
  for (let spent = 0; spent < totalMs; spent += stepMs) {
    ctx.clock.advance(stepMs);
    await writer.tick(ctx.clock.now());
  }
}

describe('fixtures and reads', () => {
  it('keeps fixtures ahead for every sport, cached reads, brand-aware', async () => {
    const sports = await get<{ list: SportCount[] }>('/sportsbook/sports');
    expect(sports.list.map((sport) => sport.sport)).toEqual(SPORTS);
    for (const sport of sports.list) expect(sport.upcoming + sport.live).toBeGreaterThan(0);
    expect(sports.list.find((sport) => sport.sport === 'DOTA2')?.line).toBe('ESPORT');

    const response = await app.inject({
      url: '/sportsbook/events?sport=CRICKET&when=UPCOMING&pageSize=1',
      headers: BRAND1,
    });
    expect(response.headers['cache-control']).toBe('public, max-age=2');
    expect(response.statusCode).toBe(200);
    const page = body<{ list: SportsEvent[]; total: number }>(response).value;
    expect(page.list).toHaveLength(1);
    const [event] = page.list;
    expect(event!.mainMarket?.selections.map((selection) => selection.code)).toEqual([
      'HOME',
      'AWAY',
    ]);
    expect(event!.home.name.bn).not.toBe(event!.home.name.en);

    const full = await detail(event!.id);
    const kinds = new Set(full.markets.map((market) => market.kind));
    expect([...kinds]).toEqual(
      expect.arrayContaining(['MATCH_WINNER', 'INNINGS_RUNS', 'SESSION_RUNS', 'TOP_BATSMAN']),
    );
    expect(full.markets.find((market) => market.kind === 'TOP_BATSMAN')?.selections).toHaveLength(
      22,
    );

    const football = await get<{ list: SportsEvent[] }>('/sportsbook/events?sport=FOOTBALL');
    const footballDetail = await detail(football.list[0]!.id);
    const handicaps = footballDetail.markets.filter((market) => market.kind === 'ASIAN_HANDICAP');
    // A quarter line among them (an odd number of quarters).
    expect(handicaps.some((market) => Math.abs(market.lineQuarters!) % 2 === 1)).toBe(true);
    expect(footballDetail.mainMarket?.selections.map((selection) => selection.code)).toEqual([
      'HOME',
      'DRAW',
      'AWAY',
    ]);
    const esports = await get<{ list: SportsEvent[] }>(
      '/sportsbook/events?line=ESPORT&pageSize=50',
    );
    expect(new Set(esports.list.map((item) => item.sport)).size).toBe(5);
  });

  it('answers MODULE_DISABLED for a brand whose sportsbook is off', async () => {
    await sql`update brand_modules set enabled = false
      where mod_id = 'SPORTSBOOK' and brand_id = (select id from brands where merchant_code = 'MEGHNA')`.execute(
      ctx.database.db,
    );
    const brands = app as unknown as { brands: { invalidate?: () => void } };
    brands.brands.invalidate?.();
    const other = await ctx.buildApp({ sportsbook: SPORTSBOOK });
    const response = await other.inject({
      url: '/sportsbook/sports',
      headers: { Merchant: 'MEGHNA' },
    });
    expect(response.statusCode).toBe(403);
    expect(body(response).code).toBe('MODULE_DISABLED');
    const missing = await app.inject({ url: '/sportsbook/events/999999', headers: BRAND1 });
    expect(body(missing).code).toBe('SPORTS_EVENT_NOT_FOUND');
  }, 120_000);
});

describe('the house feed plays its matches', () => {
  it('goes live, moves scores and prices, suspends on events, settles every market', async () => {
    const upcoming = await get<{ list: SportsEvent[] }>(
      '/sportsbook/events?sport=FOOTBALL&when=UPCOMING',
    );
    const event = upcoming.list[0]!;
    const untilKickOff = new Date(event.startsAt).getTime() - ctx.clock.now().getTime();
    await play(untilKickOff + 60_000, untilKickOff + 60_000);
    const live = await detail(event.id);
    expect(live.status).toBe('LIVE');
    expect(live.score.minute).toBeGreaterThan(0);

    let moved = false;
    for (let minute = 0; minute < 20; minute++) {
      await play(60_000, 60_000);
      const main = (await detail(event.id)).mainMarket;
      if (main && main.selections[0]!.priceVersion > 1) moved = true;
    }
    expect(moved).toBe(true);
    const ended = await detail(event.id);
    expect(ended.status).toBe('ENDED');
    for (const market of ended.markets) {
      expect(['RESULTED', 'VOID']).toContain(market.state);
      if (market.state === 'RESULTED') expect(market.resultVersion).toBe(1);
    }
    const main = ended.markets.find((market) => market.kind === 'MATCH_WINNER')!;
    const { home, away } = ended.score;
    expect(main.result).toEqual({
      winners: [home > away ? 'HOME' : home < away ? 'AWAY' : 'DRAW'],
      home,
      away,
      total: home + away,
    });
    const total = ended.markets.find((market) => market.kind === 'TOTAL')!;
    expect(total.result?.total).toBe(home + away);
  }, 120_000);
});

describe('one writer at a time', () => {
  it('holds the lease while it ticks; another takes over when it lapses', async () => {
    const other = new FeedWriter(ctx.database.db, new HouseFeed(HOUSE), WRITER);
    const [first, second] = await Promise.all([
      writer.tick(ctx.clock.now()),
      other.tick(ctx.clock.now()),
    ]);
    expect([first.writer, second.writer].filter(Boolean)).toHaveLength(1);
    const holder = first.writer ? writer : other;
    const waiting = first.writer ? other : writer;
    expect((await waiting.tick(ctx.clock.now())).writer).toBe(false);
    ctx.clock.advance(WRITER.leaseMs + 1);
    expect((await waiting.tick(ctx.clock.now())).writer).toBe(true);
    expect((await holder.tick(ctx.clock.now())).writer).toBe(false);
    // The original writer takes the lease back for the rest of the file.
    ctx.clock.advance(WRITER.leaseMs + 1);
    expect((await writer.tick(ctx.clock.now())).writer).toBe(true);
  });
});

async function tradingEvent(sport = 'CRICKET'): Promise<SportsEventDetail> {
  const page = await get<{ list: SportsEvent[] }>(`/sportsbook/events?sport=${sport}&when=ALL`);
  return detail(page.list.at(-1)!.id);
}
const openMarket = (event: SportsEventDetail, kind = 'MATCH_WINNER'): SportsMarket =>
  event.markets.find((market) => market.kind === kind && market.state === 'OPEN')!;

describe('operators', () => {
  it('suspend and resume a market; the feed leaves a trader’s suspension alone', async () => {
    const event = await tradingEvent();
    const market = openMarket(event);
    const url = `/ops/sportsbook/markets/${market.id}`;
    const suspended = await opsPost(`${url}/suspend`, { reason: 'integrity check' });
    expect(suspended.statusCode).toBe(200);
    await play(10_000);
    expect((await detail(event.id)).markets.find((m) => m.id === market.id)?.state).toBe(
      'SUSPENDED',
    );
    expect((await opsPost(`${url}/resume`, { reason: 'checked' })).statusCode).toBe(200);
    expect((await detail(event.id)).markets.find((m) => m.id === market.id)?.state).toBe('OPEN');
    const audit = await ctx.database.db
      .selectFrom('operator_audit')
      .select(['action', 'reason'])
      .where('target_type', '=', 'sports_market')
      .where('target_id', '=', market.id)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'sportsbook.market.suspend', reason: 'integrity check' },
      { action: 'sportsbook.market.resume', reason: 'checked' },
    ]);
  });

  it('refuses without a reason, without the admin role, and in the wrong state', async () => {
    const event = await tradingEvent('TENNIS');
    const market = openMarket(event);
    const noReason = await opsPost(`/ops/sportsbook/markets/${market.id}/suspend`, {});
    expect(noReason.statusCode).toBe(400);
    const support = await signInOperatorWithRole('support');
    const refused = await opsPost(
      `/ops/sportsbook/markets/${market.id}/void`,
      { reason: 'not mine' },
      { authorization: `Bearer ${support}` },
    );
    expect(refused.statusCode).toBe(403);
    const resume = await opsPost(`/ops/sportsbook/markets/${market.id}/resume`, { reason: 'open' });
    expect(body(resume).code).toBe('SPORTS_MARKET_STATE');
    expect((await detail(event.id)).markets.find((m) => m.id === market.id)?.state).toBe('OPEN');
  });

  it('a trader’s price stands against the model, and counts as a price change', async () => {
    const event = await tradingEvent('BASKETBALL');
    const selection = openMarket(event).selections[0]!;
    const moved = await opsPost(`/ops/sportsbook/selections/${selection.id}/price`, {
      reason: 'liability',
      oddsMilli: 1_234,
    });
    expect(moved.statusCode).toBe(200);
    await play(10_000);
    const after = (await detail(event.id)).markets
      .flatMap((market) => market.selections)
      .find((candidate) => candidate.id === selection.id)!;
    expect(after.oddsMilli).toBe(1_234);
    expect(after.priceVersion).toBe(selection.priceVersion + 1);
  });

  it('finish an event with a result, correct a result; void an event', async () => {
    const event = await tradingEvent('FOOTBALL');
    const handicap = event.markets.find((market) => market.kind === 'ASIAN_HANDICAP')!;
    const finished = await opsPost(`/ops/sportsbook/events/${event.id}/finish`, {
      reason: 'e2e result',
      home: 2,
      away: 1,
    });
    expect(finished.statusCode).toBe(200);
    const ended = await detail(event.id);
    expect(ended.status).toBe('ENDED');
    expect(ended.mainMarket?.result).toEqual({ winners: ['HOME'], home: 2, away: 1, total: 3 });
    expect(ended.markets.every((market) => market.state === 'RESULTED')).toBe(true);
    const again = await opsPost(`/ops/sportsbook/events/${event.id}/finish`, {
      reason: 'twice',
      home: 0,
      away: 0,
    });
    expect(body(again).code).toBe('SPORTS_EVENT_STATE');

    const corrected = await opsPost(`/ops/sportsbook/markets/${handicap.id}/correct`, {
      reason: 'goal disallowed',
      result: { winners: [], home: 1, away: 1, total: 2 },
    });
    expect(corrected.statusCode).toBe(200);
    const after = (await detail(event.id)).markets.find((market) => market.id === handicap.id)!;
    expect(after).toMatchObject({ resultVersion: 2, result: { home: 1, away: 1 } });
    const same = await opsPost(`/ops/sportsbook/markets/${handicap.id}/correct`, {
      reason: 'same again',
      result: { winners: [], home: 1, away: 1, total: 2 },
    });
    expect(body(same).code).toBe('SPORTS_RESULT_UNCHANGED');

    const other = await tradingEvent('KABADDI');
    expect(
      (await opsPost(`/ops/sportsbook/events/${other.id}/void`, { reason: 'abandoned' }))
        .statusCode,
    ).toBe(200);
    const voided = await detail(other.id);
    expect(voided.status).toBe('VOID');
    expect(voided.markets.every((market) => market.state === 'VOID')).toBe(true);
    await play(10_000);
    expect((await detail(other.id)).status).toBe('VOID');
  });
});

let operatorSerial = 0;
async function signInOperatorWithRole(role: string): Promise<string> {
  const username = `sports_${role}_${++operatorSerial}`;
  const password = `${username}-long-password`;
  const created = await app.inject({
    method: 'POST',
    url: '/ops/operators',
    headers: ops,
    payload: { username, password, roles: [role] },
  });
  expect(created.statusCode).toBe(200);
  return signInOperator(ctx, username, password);
}

describe('the push', () => {
  const open = (query = '', headers: Record<string, string> = {}) => {
    const stream = new SseClient(`${base}/sportsbook/stream${query}`, { ...BRAND1, ...headers });
    streams.push(stream);
    return stream;
  };
  const changes = (stream: SseClient) =>
    stream.events
      .filter((event) => event.event === 'change')
      .map((event) => JSON.parse(event.data) as SportsFeedChange);

  it('sends a price change to every page, and resumes a page from its last change', async () => {
    const event = await tradingEvent('DOTA2');
    const selection = openMarket(event).selections[1]!;
    const stream = open();
    const watching = open(`?events=${event.id}`);
    const elsewhere = open(`?events=1`);
    await stream.next('ready');
    await watching.next('ready');
    await elsewhere.next('ready');
    const ready = JSON.parse((await stream.next('ready')).data) as { seq: string };

    await opsPost(`/ops/sportsbook/selections/${selection.id}/price`, {
      reason: 'move',
      oddsMilli: 3_210,
    });
    const priced = (s: SseClient) =>
      changes(s).some((change) =>
        change.prices.some((price) => price.id === selection.id && price.oddsMilli === 3_210),
      );
    await stream.until(() => priced(stream));
    await watching.until(() => priced(watching));
    const [change] = changes(watching);
    expect(change!.prices.every((price) => price.eventId === event.id)).toBe(true);
    expect(changes(elsewhere)).toEqual([]);

    // A page that was away resumes from the number it had: it receives the price it missed.
    const resumed = open('', { 'last-event-id': ready.seq });
    await resumed.until(() => priced(resumed));
    // One that already had it receives nothing again.
    const current = changes(stream).at(-1)!.seq;
    const upToDate = open('', { 'last-event-id': current });
    await upToDate.next('ready');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(changes(upToDate)).toEqual([]);
  });

  it('refuses a malformed resume point and event list', async () => {
    const response = await app.inject({
      url: '/sportsbook/stream?events=1,abc',
      headers: BRAND1,
    });
    expect(response.statusCode).toBe(400);
  });
});
