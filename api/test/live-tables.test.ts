// On PostgreSQL too: placements at once against a table limit, two clocks at once, settlement raced.
import { createHash, randomUUID } from 'node:crypto';
import { tableEngine, type TableGame } from '@site/house-games/engines';
import { settleRound } from '../src/services/live-tables/roundSettlement.js';
import { roundStream, TableClock } from '../src/services/live-tables/tableClock.js';
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
import { SseClient } from './support/sse.js';
import { assertLedgerConsistent, balances, memberId } from './support/wallet.js';

/**
 * The shared-round tables through the API: the clock's rounds (BETTING → CLOSED → RESULT →
 * SETTLED, one owner per table), chips on the round now with the table's limits, the window's
 * close, undo, replays and another member's keys, settlement once (raced, and by two clocks), the
 * betting record, the fairness of a round from its revealed seed, and the push per table.
 */
interface Round {
  roundNo: number;
  state: string;
  closesAt: string;
  resultDueAt: string;
  serverSeedHash: string;
  serverSeed: string | null;
  outcome: unknown;
  winner: string | null;
  posted: unknown;
}
interface TableState {
  table: { code: string; game: TableGame; round: Round | null };
  serverTime: string;
  results: Round[];
  totals: Array<{ spot: string; amount: number; bets: number }>;
  roads: { bead: string[][]; big: unknown[] } | null;
}
interface Placement {
  clientKey: string;
  roundNo: number;
  state: string;
  total: number;
  paidReturn: number;
  chips: Array<{ spot: string; amount: number; paidReturn: number | null }>;
}

let ctx: TestContext;
let member: Record<string, string>;
let other: Record<string, string>;
let memberKey: string;
let clock: TableClock;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestContext();
  member = authed(await login(ctx.app, 'demo_member', PASSWORDS.member)) as Record<string, string>;
  other = authed(await login(ctx.app, 'demo_sub1', PASSWORDS.member)) as Record<string, string>;
  memberKey = await memberId(db(), 'PADMA', 'demo_member');
  clock = new TableClock(db());
});
afterAll(async () => {
  await ctx.close();
});

const newKey = () => randomUUID();
const main = async (account = memberKey) => (await balances(db(), account)).MAIN ?? 0n;
const tick = () => clock.tick(ctx.clock.now());
const state = async (code: string, headers = BRAND1) =>
  body<TableState>(await ctx.app.inject({ method: 'GET', url: `/live/tables/${code}`, headers }))
    .value;
const current = async (code: string) => (await state(code)).table.round!;
const place = (
  code: string,
  roundNo: number,
  chips: Array<{ spot: string; amount: number | string }>,
  options: { clientKey?: string; headers?: Record<string, string> } = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/live/tables/${code}/placements`,
    headers: options.headers ?? member,
    payload: { roundNo, clientKey: options.clientKey ?? newKey(), chips },
  });
const undo = (code: string, roundNo: number, clientKey: string, headers = member) =>
  ctx.app.inject({
    method: 'POST',
    url: `/live/tables/${code}/rounds/${roundNo}/placements/${clientKey}/undo`,
    headers,
  });

/** The rounds of PADMA's table `code` (select what you need). */
const padmaRounds = (code: string) =>
  db()
    .selectFrom('live_rounds as r')
    .innerJoin('live_tables as t', 't.id', 'r.table_id')
    .innerJoin('brands as b', 'b.id', 't.brand_id')
    .where('b.merchant_code', '=', 'PADMA')
    .where('t.code', '=', code);

/** Moves the test clock to a round's deadline (or its result's due time) and ticks. */
async function runTo(code: string, until: 'CLOSED' | 'SETTLED') {
  const round = await current(code);
  const target = new Date(until === 'CLOSED' ? round.closesAt : round.resultDueAt).getTime();
  const wait = target - ctx.clock.now().getTime();
  if (wait > 0) ctx.clock.advance(wait);
  await tick();
}

/** Brings a table to a fresh round taking bets. */
async function freshRound(code: string): Promise<Round> {
  await tick();
  let round = await current(code);
  if (round.state !== 'BETTING' || new Date(round.closesAt) <= ctx.clock.now()) {
    await runTo(code, 'CLOSED');
    await runTo(code, 'SETTLED');
    const settled = await current(code);
    ctx.clock.advance(60_000);
    await tick();
    round = await current(code);
    expect(round.roundNo).toBe(settled.roundNo + 1);
  }
  expect(round.state).toBe('BETTING');
  return round;
}

describe('the clock', () => {
  it('opens a round on every table of every brand, whether or not anyone watches', async () => {
    const { owned } = await tick();
    const tables = await db().selectFrom('live_tables').select('id').execute();
    expect(owned).toBe(tables.length);
    expect(tables.length).toBeGreaterThanOrEqual(8);
    const list = body<{ list: Array<{ code: string; round: Round }> }>(
      await ctx.app.inject({ method: 'GET', url: '/live/tables', headers: BRAND2 }),
    ).value.list;
    expect(list.map((table) => table.code)).toEqual([
      'BACCARAT_1',
      'ROULETTE_1',
      'DRAGON_TIGER_1',
      'COCKFIGHT_1',
    ]);
    for (const table of list) {
      expect(table.round).toMatchObject({ roundNo: 1, state: 'BETTING', serverSeed: null });
      expect(table.round.outcome).toBeNull();
    }
    const cockfight = list.find((table) => table.code === 'COCKFIGHT_1')!.round;
    expect(cockfight.posted).toEqual({
      meronMilli: expect.any(Number),
      walaMilli: expect.any(Number),
    });
  });

  it('a second clock owns nothing while the first holds the leases, and takes over when they lapse', async () => {
    const second = new TableClock(db(), { leaseMs: 10_000 });
    expect((await second.tick(ctx.clock.now())).owned).toBe(0);
    ctx.clock.advance(11_000);
    expect((await second.tick(ctx.clock.now())).owned).toBeGreaterThanOrEqual(8);
    // The first clock finds its leases taken and runs nothing; then gets them back.
    expect((await clock.holdLeases(ctx.clock.now())).size).toBe(0);
    await second.release();
    expect((await clock.holdLeases(ctx.clock.now())).size).toBeGreaterThanOrEqual(8);
  });

  it('steps BETTING → CLOSED → RESULT → SETTLED on the deadlines, the seed shown with the result', async () => {
    const round = await freshRound('DRAGON_TIGER_1');
    await runTo('DRAGON_TIGER_1', 'CLOSED');
    expect(await current('DRAGON_TIGER_1')).toMatchObject({
      roundNo: round.roundNo,
      state: 'CLOSED',
      serverSeed: null,
    });
    await runTo('DRAGON_TIGER_1', 'SETTLED');
    const done = await current('DRAGON_TIGER_1');
    expect(done).toMatchObject({ roundNo: round.roundNo, state: 'SETTLED' });
    // Verifiable: the seed hashes to the commitment shown at the opening, and replays the outcome.
    expect(createHash('sha256').update(done.serverSeed!).digest('hex')).toBe(round.serverSeedHash);
    const engine = tableEngine('DRAGON_TIGER');
    const replayed = engine.play(roundStream(done.serverSeed!, 'DRAGON_TIGER_1', done.roundNo));
    expect(done.outcome).toEqual(replayed);
    expect(done.winner).toBe(engine.winnerOf(replayed));
    // The next round opens after the pause, numbered on.
    ctx.clock.advance(3_000);
    await tick();
    expect(await current('DRAGON_TIGER_1')).toMatchObject({
      roundNo: round.roundNo + 1,
      state: 'BETTING',
    });
  });

  it('the database refuses a round state out of order and a changed result', async () => {
    const round = await db()
      .selectFrom('live_rounds')
      .select(['id', 'state'])
      .where('state', '=', 'SETTLED')
      .executeTakeFirstOrThrow();
    await expect(
      db()
        .updateTable('live_rounds')
        .set({ state: 'BETTING' })
        .where('id', '=', round.id)
        .execute(),
    ).rejects.toThrow(/not allowed/);
    await expect(
      db()
        .updateTable('live_rounds')
        .set({ winner: 'TIGER', outcome: '{}' })
        .where('id', '=', round.id)
        .execute(),
    ).rejects.toThrow(/final/);
    const open = await db()
      .selectFrom('live_rounds')
      .select('id')
      .where('state', '=', 'BETTING')
      .executeTakeFirstOrThrow();
    await expect(
      db().updateTable('live_rounds').set({ state: 'RESULT' }).where('id', '=', open.id).execute(),
    ).rejects.toThrow();
  });
});

describe('placing chips', () => {
  it('takes chips on several spots in one ledger movement, once per client key', async () => {
    const round = await freshRound('BACCARAT_1');
    const before = await main();
    const clientKey = newKey();
    const chips = [
      { spot: 'PLAYER', amount: 100 },
      { spot: 'TIE', amount: '20.50' },
    ];
    const first = await place('BACCARAT_1', round.roundNo, chips, { clientKey });
    expect(first.statusCode).toBe(200);
    expect(body<Placement>(first).value).toMatchObject({
      clientKey,
      roundNo: round.roundNo,
      state: 'PLACED',
      total: 120.5,
    });
    expect(await main()).toBe(before - 12_050n);
    // The same key again answers the same placement and moves nothing.
    const replay = await place('BACCARAT_1', round.roundNo, chips, { clientKey });
    expect(body<Placement>(replay).value).toEqual(body<Placement>(first).value);
    expect(await main()).toBe(before - 12_050n);
    // Another request under the key is refused.
    const conflict = await place('BACCARAT_1', round.roundNo, [{ spot: 'PLAYER', amount: 50 }], {
      clientKey,
    });
    expect(conflict.statusCode).toBe(409);
    expect(await main()).toBe(before - 12_050n);
    // Everyone sees the totals per spot.
    await place('BACCARAT_1', round.roundNo, [{ spot: 'PLAYER', amount: 30 }], { headers: other });
    expect((await state('BACCARAT_1')).totals).toEqual([
      { spot: 'PLAYER', amount: 130, bets: 2 },
      { spot: 'TIE', amount: 20.5, bets: 1 },
    ]);
    const mine = body<{ roundNo: number; placements: Placement[] }>(
      await ctx.app.inject({ method: 'GET', url: '/live/tables/BACCARAT_1/mine', headers: member }),
    ).value;
    expect(mine.placements.map((p) => p.clientKey)).toEqual([clientKey]);
  });

  it.each([
    [
      'an unknown spot',
      'BACCARAT_1',
      [{ spot: 'DRAGON', amount: 10 }],
      400,
      'LIVE_BET_SPOT_INVALID',
    ],
    [
      'a roulette position off the layout',
      'ROULETTE_1',
      [{ spot: 'SPLIT:3-4', amount: 10 }],
      400,
      'LIVE_BET_SPOT_INVALID',
    ],
    [
      'under the minimum',
      'BACCARAT_1',
      [{ spot: 'BANKER', amount: 5 }],
      400,
      'LIVE_BET_BELOW_LIMIT',
    ],
    [
      'over the maximum',
      'ROULETTE_1',
      [{ spot: 'STRAIGHT:7', amount: 1_000.01 }],
      400,
      'LIVE_BET_ABOVE_LIMIT',
    ],
    [
      'a spot twice',
      'DRAGON_TIGER_1',
      [
        { spot: 'TIE', amount: 10 },
        { spot: 'TIE', amount: 10 },
      ],
      400,
      'VALIDATION_FAILED',
    ],
  ])('refuses %s, moving nothing', async (_name, code, chips, status, errorCode) => {
    const round = await freshRound(code);
    const before = await main();
    const response = await place(code, round.roundNo, chips);
    expect(response.statusCode).toBe(status);
    expect(body(response).code).toBe(errorCode);
    expect(await main()).toBe(before);
  });

  it("counts the maximum over the member's placements on a spot in the round", async () => {
    const round = await freshRound('ROULETTE_1');
    expect(
      (await place('ROULETTE_1', round.roundNo, [{ spot: 'STRAIGHT:17', amount: 600 }])).statusCode,
    ).toBe(200);
    const over = await place('ROULETTE_1', round.roundNo, [
      { spot: 'STRAIGHT:17', amount: 400.01 },
    ]);
    expect(body(over).code).toBe('LIVE_BET_ABOVE_LIMIT');
    // Another member's chips on the spot are theirs.
    expect(
      (
        await place('ROULETTE_1', round.roundNo, [{ spot: 'STRAIGHT:17', amount: 1_000 }], {
          headers: other,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses chips once the window closed, for a round that is not the current one, and for an unknown table', async () => {
    const round = await freshRound('DRAGON_TIGER_1');
    const before = await main();
    // The deadline passed, before the clock closed the round.
    ctx.clock.advance(new Date(round.closesAt).getTime() - ctx.clock.now().getTime());
    const late = await place('DRAGON_TIGER_1', round.roundNo, [{ spot: 'DRAGON', amount: 10 }]);
    expect(late.statusCode).toBe(409);
    expect(body(late).code).toBe('LIVE_BETTING_CLOSED');
    await tick();
    const closed = await place('DRAGON_TIGER_1', round.roundNo, [{ spot: 'DRAGON', amount: 10 }]);
    expect(body(closed).code).toBe('LIVE_ROUND_NOT_CURRENT');
    const future = await place('DRAGON_TIGER_1', round.roundNo + 5, [
      { spot: 'DRAGON', amount: 10 },
    ]);
    expect(body(future).code).toBe('LIVE_ROUND_NOT_CURRENT');
    const unknown = await place('NO_SUCH_TABLE', 1, [{ spot: 'DRAGON', amount: 10 }]);
    expect(unknown.statusCode).toBe(404);
    expect(await main()).toBe(before);
  });

  it('refuses more than the balance, moving nothing', async () => {
    const round = await freshRound('BACCARAT_1');
    const before = await main();
    const response = await place('BACCARAT_1', round.roundNo, [
      { spot: 'PLAYER', amount: Number(before / 100n) + 1 },
    ]);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(await main()).toBe(before);
  });
});

describe('undo', () => {
  it('returns a placement before the close, once, and not after', async () => {
    const round = await freshRound('BACCARAT_1');
    const before = await main();
    const clientKey = newKey();
    await place('BACCARAT_1', round.roundNo, [{ spot: 'BANKER', amount: 40 }], { clientKey });
    expect(await main()).toBe(before - 4_000n);
    // Another member cannot undo it (their key space is their own).
    expect((await undo('BACCARAT_1', round.roundNo, clientKey, other)).statusCode).toBe(404);
    const undone = await undo('BACCARAT_1', round.roundNo, clientKey);
    expect(body<Placement>(undone).value.state).toBe('UNDONE');
    expect((await undo('BACCARAT_1', round.roundNo, clientKey)).statusCode).toBe(200);
    expect(await main()).toBe(before);
    const record = await db()
      .selectFrom('bet_records')
      .select(['status', 'valid_bet_minor'])
      .where('member_id', '=', memberKey)
      .where('vendor', '=', 'HOUSE_TABLES')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(record).toEqual({ status: 'ROLLED_BACK', valid_bet_minor: '0' });

    const kept = newKey();
    await place('BACCARAT_1', round.roundNo, [{ spot: 'BANKER', amount: 40 }], { clientKey: kept });
    await runTo('BACCARAT_1', 'CLOSED');
    const late = await undo('BACCARAT_1', round.roundNo, kept);
    expect(body(late).code).toBe('LIVE_BETTING_CLOSED');
    expect(await main()).toBe(before - 4_000n);
    await assertLedgerConsistent(db());
  });
});

describe('settlement', () => {
  it("pays each placement its engine's return once, in the betting record as LIVE", async () => {
    const round = await freshRound('BACCARAT_1');
    const spots = ['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR'];
    const before = await main();
    const clientKey = newKey();
    await place(
      'BACCARAT_1',
      round.roundNo,
      spots.map((spot) => ({ spot, amount: 10 })),
      {
        clientKey,
      },
    );
    await runTo('BACCARAT_1', 'CLOSED');
    await runTo('BACCARAT_1', 'SETTLED');
    const settled = await current('BACCARAT_1');
    expect(settled.state).toBe('SETTLED');
    const engine = tableEngine('BACCARAT');
    const returns = spots.map((spot) => engine.returnOf(spot, 1_000, settled.outcome));
    const paid = BigInt(returns.reduce((sum, value) => sum + value, 0));
    expect(await main()).toBe(before - 5_000n + paid);

    const mine = body<{ placements: Placement[] }>(
      await ctx.app.inject({ method: 'GET', url: '/live/tables/BACCARAT_1/mine', headers: member }),
    ).value.placements.find((p) => p.clientKey === clientKey)!;
    expect(mine.state).toBe('SETTLED');
    expect(mine.chips.map((chip) => chip.paidReturn)).toEqual(returns.map((r) => r / 100));

    // Settling again, here or anywhere, does nothing.
    const roundRow = await padmaRounds('BACCARAT_1')
      .select('r.id')
      .where('r.round_no', '=', round.roundNo)
      .executeTakeFirstOrThrow();
    expect(await settleRound(db(), roundRow.id, ctx.clock.now())).toBe(false);
    expect(await main()).toBe(before - 5_000n + paid);

    const record = await db()
      .selectFrom('bet_records')
      .select(['status', 'game_code', 'stake_minor', 'win_minor', 'valid_bet_minor'])
      .where('member_id', '=', memberKey)
      .where('vendor', '=', 'HOUSE_TABLES')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const pushed = settled.winner === 'TIE' ? 2_000n : 0n;
    expect(record).toEqual({
      status: 'SETTLED',
      game_code: 'LIVE',
      stake_minor: '5000',
      win_minor: String(paid),
      valid_bet_minor: String(5_000n - pushed),
    });
    await assertLedgerConsistent(db());
  });

  it('settles a cockfight at its posted odds, in the SPORTS category', async () => {
    const round = await freshRound('COCKFIGHT_1');
    const before = await main();
    await place('COCKFIGHT_1', round.roundNo, [
      { spot: 'MERON', amount: 100 },
      { spot: 'WALA', amount: 100 },
      { spot: 'DRAW', amount: 10 },
    ]);
    await runTo('COCKFIGHT_1', 'CLOSED');
    await runTo('COCKFIGHT_1', 'SETTLED');
    const settled = await current('COCKFIGHT_1');
    const outcome = settled.outcome as { odds: unknown; winner: string };
    expect(outcome.odds).toEqual(round.posted);
    const engine = tableEngine('COCKFIGHT');
    const paid =
      engine.returnOf('MERON', 10_000, outcome) +
      engine.returnOf('WALA', 10_000, outcome) +
      engine.returnOf('DRAW', 1_000, outcome);
    expect(await main()).toBe(before - 21_000n + BigInt(paid));
    const record = await db()
      .selectFrom('bet_records')
      .select('game_code')
      .where('member_id', '=', memberKey)
      .where('vendor', '=', 'HOUSE_TABLES')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(record.game_code).toBe('SPORTS');
  });

  it('two clocks and a raced settlement settle a round once', async () => {
    const round = await freshRound('ROULETTE_1');
    const before = await main();
    await place('ROULETTE_1', round.roundNo, [
      { spot: 'RED', amount: 50 },
      { spot: 'BLACK', amount: 50 },
      { spot: 'STRAIGHT:0', amount: 10 },
    ]);
    await runTo('ROULETTE_1', 'CLOSED');
    ctx.clock.advance(new Date(round.resultDueAt).getTime() - ctx.clock.now().getTime());
    // A second clock that believes it owns the tables (its lease read before a lapse) races the first.
    const rogue = new TableClock(db(), { leaseMs: 10_000 });
    await db().deleteFrom('live_table_leases').execute();
    await Promise.all([rogue.tick(ctx.clock.now()), clock.tick(ctx.clock.now())]);
    await clock.holdLeases(ctx.clock.now());
    await rogue.tick(ctx.clock.now());
    await tick();
    const rounds = await db()
      .selectFrom('live_rounds as r')
      .innerJoin('live_tables as t', 't.id', 'r.table_id')
      .innerJoin('brands as b', 'b.id', 't.brand_id')
      .select(['r.id', 'r.state', 'r.outcome'])
      .where('b.merchant_code', '=', 'PADMA')
      .where('t.code', '=', 'ROULETTE_1')
      .where('r.round_no', '=', round.roundNo)
      .execute();
    expect(rounds).toHaveLength(1);
    expect(rounds[0]!.state).toBe('SETTLED');
    await Promise.all([
      settleRound(db(), rounds[0]!.id, ctx.clock.now()),
      settleRound(db(), rounds[0]!.id, ctx.clock.now()),
    ]);
    const engine = tableEngine('ROULETTE');
    const outcome = rounds[0]!.outcome;
    const paid =
      engine.returnOf('RED', 5_000, outcome) +
      engine.returnOf('BLACK', 5_000, outcome) +
      engine.returnOf('STRAIGHT:0', 1_000, outcome);
    expect(await main()).toBe(before - 11_000n + BigInt(paid));
    const wins = await db()
      .selectFrom('wallet_transactions')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('member_id', '=', memberKey)
      .where('idempotency_key', 'like', 'live-win:%')
      .executeTakeFirstOrThrow();
    const settledPlacements = await db()
      .selectFrom('live_placements')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('member_id', '=', memberKey)
      .where('state', '=', 'SETTLED')
      .where('return_minor', '>', '0')
      .executeTakeFirstOrThrow();
    expect(wins.count).toBe(settledPlacements.count);
    await assertLedgerConsistent(db());
  });

  it('keeps a table limit under concurrent placements', async () => {
    const round = await freshRound('ROULETTE_1');
    const before = await main();
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        place('ROULETTE_1', round.roundNo, [{ spot: 'STRAIGHT:5', amount: 100 }]),
      ),
    );
    const accepted = responses.filter((response) => response.statusCode === 200).length;
    expect(accepted).toBe(10);
    expect(await main()).toBe(before - 100_000n);
    // And a key sent twice at once is one placement.
    const clientKey = newKey();
    const twice = await Promise.all(
      [1, 2].map(() =>
        place('ROULETTE_1', round.roundNo, [{ spot: 'RED', amount: 10 }], { clientKey }),
      ),
    );
    expect(twice.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await main()).toBe(before - 101_000n);
    await assertLedgerConsistent(db());
  });
});

describe('the roads and the push', () => {
  it('derives the bead and big roads from the results', async () => {
    const table = await state('BACCARAT_1');
    const winners = table.results.map((round) => round.winner).reverse();
    expect(table.roads!.bead.flat()).toEqual(winners);
    expect(table.results.every((round) => round.serverSeed !== null)).toBe(true);
  });

  it('sends the table state on connect and every round change after', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = new SseClient(`${address}/live/tables/DRAGON_TIGER_1/stream`, BRAND1);
    try {
      const first = JSON.parse((await stream.next('state')).data) as TableState;
      expect(first.table.code).toBe('DRAGON_TIGER_1');
      const roundNo = first.table.round!.roundNo;
      const round = await freshRound('DRAGON_TIGER_1');
      // Chips of any member move the totals every watcher sees.
      await place('DRAGON_TIGER_1', round.roundNo, [{ spot: 'TIGER', amount: 25 }], {
        headers: other,
      });
      await stream.until(() =>
        stream.events.some(
          (event) =>
            event.event === 'state' &&
            (JSON.parse(event.data) as TableState).totals.some(
              (total) => total.spot === 'TIGER' && total.amount === 25,
            ),
        ),
      );
      await stream.until(() =>
        stream.events.some(
          (event) =>
            event.event === 'state' &&
            (JSON.parse(event.data) as TableState).table.round!.roundNo > roundNo,
        ),
      );
    } finally {
      stream.close();
    }
  });
});

describe('the fairness history', () => {
  const TABLE = 'ROULETTE_1';
  interface History {
    list: Round[];
    nextBeforeRoundNo: number | null;
  }
  const rounds = (code: string, query: Record<string, string> = {}, headers = BRAND1) =>
    ctx.app.inject({ url: `/live/tables/${code}/rounds`, query, headers });
  const historyOf = async (query: Record<string, string> = {}, headers = BRAND1) =>
    body<History>(await rounds(TABLE, query, headers)).value;
  const round = (roundNo: number | string, code = TABLE, headers = BRAND1) =>
    ctx.app.inject({ url: `/live/tables/${code}/rounds/${roundNo}`, headers });

  it('pages the rounds with a result, newest first, each verifiable from its revealed seed', async () => {
    for (let played = 0; played < 3; played += 1) {
      await freshRound(TABLE);
      await runTo(TABLE, 'CLOSED');
      await runTo(TABLE, 'SETTLED');
    }
    const now = await freshRound(TABLE);
    const resulted = await padmaRounds(TABLE)
      .select('r.round_no')
      .where('r.state', 'in', ['RESULT', 'SETTLED'])
      .orderBy('r.round_no', 'desc')
      .execute();
    expect(resulted.length).toBeGreaterThanOrEqual(3);

    // Two at a time, to the table's first round: every resulted round once, in order.
    const seen: Round[] = [];
    let page = await historyOf({ limit: '2' });
    for (;;) {
      expect(page.list.length).toBeLessThanOrEqual(2);
      seen.push(...page.list);
      if (page.nextBeforeRoundNo === null) break;
      expect(page.nextBeforeRoundNo).toBe(page.list.at(-1)!.roundNo);
      page = await historyOf({ limit: '2', beforeRoundNo: String(page.nextBeforeRoundNo) });
    }
    expect(seen.map((r) => r.roundNo)).toEqual(resulted.map((r) => r.round_no));
    expect(seen.map((r) => r.roundNo)).not.toContain(now.roundNo);
    const engine = tableEngine('ROULETTE');
    for (const shown of seen) {
      expect(createHash('sha256').update(shown.serverSeed!).digest('hex')).toBe(
        shown.serverSeedHash,
      );
      const replayed = engine.play(roundStream(shown.serverSeed!, TABLE, shown.roundNo));
      expect(shown.outcome).toEqual(replayed);
      expect(shown.winner).toBe(engine.winnerOf(replayed));
    }
    // Twenty by default; one round by its number is the same as in the list.
    expect((await historyOf()).list.map((r) => r.roundNo)).toEqual(
      resulted.slice(0, 20).map((r) => r.round_no),
    );
    const older = seen[2]!;
    const alone = await round(older.roundNo);
    expect(alone.statusCode).toBe(200);
    expect(body(alone).value).toEqual(older);
  });

  it('never shows a round before its result, nor its seed', async () => {
    const open = await freshRound(TABLE);
    const secretOf = async (roundNo: number) =>
      (
        await padmaRounds(TABLE)
          .select('r.server_seed')
          .where('r.round_no', '=', roundNo)
          .executeTakeFirstOrThrow()
      ).server_seed;
    const secret = await secretOf(open.roundNo);
    const refusedWhile = async (state: string) => {
      expect((await current(TABLE)).state).toBe(state);
      const refused = await round(open.roundNo);
      expect([refused.statusCode, body(refused).code]).toEqual([404, 'LIVE_ROUND_NOT_FOUND']);
      expect(refused.body).not.toContain(secret);
      const listed = await rounds(TABLE, { limit: '50' });
      expect(listed.body).not.toContain(secret);
      expect(body<History>(listed).value.list[0]!.roundNo).toBe(open.roundNo - 1);
    };
    await refusedWhile('BETTING');
    await runTo(TABLE, 'CLOSED');
    await refusedWhile('CLOSED');
    await runTo(TABLE, 'SETTLED');
    expect(body<Round>(await round(open.roundNo)).value.serverSeed).toBe(secret);
    // A round the table has not played, and a table that is not open.
    const unknown = await round(1_999_999_999);
    expect([unknown.statusCode, body(unknown).code]).toEqual([404, 'LIVE_ROUND_NOT_FOUND']);
    const noTable = await rounds('NO_SUCH_TABLE');
    expect([noTable.statusCode, body(noTable).code]).toEqual([404, 'LIVE_TABLE_NOT_FOUND']);
  });

  it('keeps each brand to its own tables, and refuses a page out of bounds', async () => {
    // The same code at another brand is another table, with its own rounds and seeds.
    const ours = new Set((await historyOf({ limit: '50' })).list.map((r) => r.serverSeedHash));
    const theirs = await historyOf({ limit: '50' }, BRAND2);
    expect(theirs.list.length).toBeGreaterThan(0);
    expect(theirs.list.filter((r) => ours.has(r.serverSeedHash))).toEqual([]);
    // A table only PADMA has is no table at MEGHNA.
    const padma = await db()
      .selectFrom('brands')
      .select('id')
      .where('merchant_code', '=', 'PADMA')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('live_tables')
      .values({
        brand_id: padma.id,
        code: 'PADMA_ONLY_ROULETTE',
        game: 'ROULETTE',
        category: 'LIVE',
        name: JSON.stringify({ en: 'Roulette', bn: 'রুলেট' }),
        betting_ms: 20_000,
        dealing_ms: 8_000,
        pause_ms: 4_000,
        limits: JSON.stringify({ STRAIGHT: { minMinor: 1_000, maxMinor: 100_000 } }),
      })
      .execute();
    await tick();
    expect((await rounds('PADMA_ONLY_ROULETTE')).statusCode).toBe(200);
    for (const refused of [
      await rounds('PADMA_ONLY_ROULETTE', {}, BRAND2),
      await round(1, 'PADMA_ONLY_ROULETTE', BRAND2),
    ])
      expect([refused.statusCode, body(refused).code]).toEqual([404, 'LIVE_TABLE_NOT_FOUND']);
    const outOfBounds: Array<Record<string, string>> = [
      { limit: '0' },
      { limit: '51' },
      { beforeRoundNo: '0' },
    ];
    for (const query of outOfBounds) {
      const refused = await rounds(TABLE, query);
      expect([refused.statusCode, body(refused).code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect((await round('0')).statusCode).toBe(400);
  });
});
