// On PostgreSQL too: the list's push follows NOTIFY through a LISTEN of the server's.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { TableClock } from '../src/services/live-tables/tableClock.js';
import { SseClient, type SseEvent } from './support/sse.js';
import {
  authed,
  body,
  BRAND1,
  BRAND2,
  createTestContext,
  login,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';

/**
 * The brand's list of tables by push (GET /live/tables/stream): the whole list first on every
 * (re)connect, then each table's card as its rounds move, in order; only that brand's tables.
 */
interface Card {
  code: string;
  name: { en: string; bn: string };
  round: { roundNo: number; state: string; closesAt: string; resultDueAt: string } | null;
  lastResults: Array<{ roundNo: number; winner: string }>;
}
interface List {
  list: Card[];
  serverTime: string;
}

const TABLE = 'DRAGON_TIGER_1';
/** The other brand's tables carry this name here, so that a leak would show. */
const OTHER_BRANDS_NAME = 'Meghna only';

let ctx: TestContext;
let clock: TableClock;
let address: string;
const streams: SseClient[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  await sql`update live_tables set name = ${JSON.stringify({ en: OTHER_BRANDS_NAME, bn: OTHER_BRANDS_NAME })}
    where brand_id = (select id from brands where merchant_code = ${BRAND2.Merchant})`.execute(
    ctx.database.db,
  );
  clock = new TableClock(ctx.database.db);
  await clock.tick(ctx.clock.now());
  address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await ctx.close();
});

const listStream = (headers = BRAND1) => {
  const stream = new SseClient(`${address}/live/tables/stream`, headers);
  streams.push(stream);
  return stream;
};
const parsed = <Value>(event: SseEvent) => JSON.parse(event.data) as Value;
const cardsIn = (events: SseEvent[]) =>
  events
    .filter((event) => event.event === 'table')
    .map((event) => parsed<{ table: Card }>(event).table);
const seenCard = (stream: SseClient, check: (card: Card) => boolean) =>
  stream.until(() => cardsIn(stream.events).some((card) => card.code === TABLE && check(card)));
const listNow = async (headers = BRAND1) =>
  body<List>(await ctx.app.inject({ method: 'GET', url: '/live/tables', headers })).value;

/**
 * Takes TABLE through its round now (no more bets, the result, settled) to the next one;
 * with a stream, each step only once the stream told it.
 */
async function playRound(stream?: SseClient): Promise<number> {
  const round = (await listNow()).list.find((card) => card.code === TABLE)!.round!;
  const steps: Array<[string, (card: Card) => boolean]> = [
    [round.closesAt, (card) => card.round?.state === 'CLOSED'],
    [round.resultDueAt, (card) => card.lastResults[0]?.roundNo === round.roundNo],
  ];
  for (const [due, told] of steps) {
    const wait = Date.parse(due) - ctx.clock.now().getTime();
    if (wait > 0) ctx.clock.advance(wait);
    await clock.tick(ctx.clock.now());
    if (stream) await seenCard(stream, told);
  }
  // Past the table's pause: the next round opens.
  ctx.clock.advance(60_000);
  await clock.tick(ctx.clock.now());
  if (stream) await seenCard(stream, (card) => card.round?.roundNo === round.roundNo + 1);
  return round.roundNo;
}

describe('the list stream', () => {
  it("sends the brand's whole list first, then a table's result and its new round, in order", async () => {
    const stream = listStream();
    const first = await stream.next('list');
    expect(stream.events[0]!.event).toBe('list');
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    const opened = parsed<List>(first);
    expect(opened.list).toEqual((await listNow()).list);
    expect(opened.list.map((card) => card.code)).toEqual([
      'BACCARAT_1',
      'ROULETTE_1',
      'DRAGON_TIGER_1',
      'COCKFIGHT_1',
    ]);

    const roundNo = await playRound(stream);
    const seen = cardsIn(stream.events).filter((card) => card.code === TABLE);
    const resultAt = seen.findIndex((card) => card.lastResults[0]?.roundNo === roundNo);
    const nextAt = seen.findIndex((card) => card.round?.roundNo === roundNo + 1);
    expect(resultAt).toBeGreaterThanOrEqual(0);
    expect(resultAt).toBeLessThan(nextAt);
    expect(seen[resultAt]!.round).toMatchObject({
      roundNo,
      state: expect.stringMatching(/RESULT|SETTLED/),
    });
    expect(seen[nextAt]!.round!.state).toBe('BETTING');
    // Never back: each message is the same round or a later one, the same step or a later one.
    const STEPS = ['BETTING', 'CLOSED', 'RESULT', 'SETTLED'];
    const order = seen.map((card) => card.round!.roundNo * 10 + STEPS.indexOf(card.round!.state));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // The result it carries is the table's.
    const state = body<{ results: Array<{ roundNo: number; winner: string }> }>(
      await ctx.app.inject({ method: 'GET', url: `/live/tables/${TABLE}`, headers: BRAND1 }),
    ).value;
    expect(seen[nextAt]!.lastResults[0]).toEqual({
      roundNo,
      winner: state.results.find((result) => result.roundNo === roundNo)!.winner,
    });
  });

  it("never carries another brand's tables, which its own stream does carry", async () => {
    const mine = listStream(BRAND1);
    const theirs = listStream(BRAND2);
    await Promise.all([mine.next('list'), theirs.next('list')]);
    await playRound(mine);
    await theirs.until(() => cardsIn(theirs.events).length > 0);
    const names = (stream: SseClient) =>
      stream.events.flatMap((event) =>
        event.event === 'list'
          ? parsed<List>(event).list.map((card) => card.name.en)
          : [parsed<{ table: Card }>(event).table.name.en],
      );
    expect(names(mine)).not.toContain(OTHER_BRANDS_NAME);
    expect(new Set(names(theirs))).toEqual(new Set([OTHER_BRANDS_NAME]));
  });

  it('a reconnect gets the whole list as it is now first', async () => {
    const before = listStream();
    await before.next('list');
    const roundNo = await playRound();
    before.close();
    const after = listStream();
    const first = await after.next('list');
    expect(after.events[0]!.event).toBe('list');
    const card = parsed<List>(first).list.find((entry) => entry.code === TABLE)!;
    expect(card.round).toMatchObject({ roundNo: roundNo + 1, state: 'BETTING' });
    expect(card.lastResults[0]!.roundNo).toBe(roundNo);
    expect(parsed<List>(first).list).toHaveLength(4);
  });

  it('sends nothing for chips laid on a table: its card did not change', async () => {
    const stream = listStream();
    await stream.next('list');
    const roundNo = await playRound(stream);
    const base = stream.events.length;
    const member = authed(await login(ctx.app, 'demo_member', PASSWORDS.member));
    const placed = await ctx.app.inject({
      method: 'POST',
      url: `/live/tables/${TABLE}/placements`,
      headers: member,
      payload: {
        roundNo: roundNo + 1,
        clientKey: randomUUID(),
        chips: [{ spot: 'TIGER', amount: 25 }],
      },
    });
    expect(placed.statusCode).toBe(200);
    // Then a change that does reach the list: the placement's relay, queued first, sent nothing.
    await sql`update live_tables set name = ${JSON.stringify({ en: 'Renamed', bn: 'Renamed' })}
      where code = 'BACCARAT_1' and brand_id = (select id from brands where merchant_code = ${BRAND1.Merchant})
      returning pg_notify('live_tables_changed', id::text)`.execute(ctx.database.db);
    await stream.until(() =>
      cardsIn(stream.events.slice(base)).some((card) => card.name.en === 'Renamed'),
    );
    expect(cardsIn(stream.events.slice(base)).filter((card) => card.code === TABLE)).toEqual([]);
  });

  it('is refused for an unknown brand, before any stream starts', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/live/tables/stream',
      headers: { Merchant: 'NO_SUCH_BRAND' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(body(response).success).toBe(false);
  });
});
