// On PostgreSQL too: the pause and the clock's opening both lock the table's row.
import { randomUUID } from 'node:crypto';
import type { OpsLiveTable, OpsTeenPattiTable } from '@site/contracts';
import { TableClock } from '../src/services/live-tables/tableClock.js';
import { TeenPattiClock } from '../src/services/teen-patti/teenPattiClock.js';
import { signInOperator } from './support/operators.js';
import { newTeenPattiTable } from './support/teenPatti.js';
import { fundedPlayer } from './support/wallet.js';
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
 * The operators' commands on the house tables (console page "Tables"): finance reads, admin
 * pauses and resumes a live table (its round now finishes and is settled, no next one opens
 * until it resumes) and changes its limits from the next round (never the round in play);
 * teen patti tables likewise with their boot and rake for the next hand. Each command is
 * limited to the operator's brands, needs a reason, is audited, and bad input changes nothing.
 */
let ctx: TestContext;
let clock: TableClock;
let admin: Record<string, string>;
let meghnaAdmin: Record<string, string>;
let finance: Record<string, string>;
let support: Record<string, string>;
let member: Record<string, string>;
const db = () => ctx.database.db;

const operator = async (username: string, roles: string[], brands?: string[]) => {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/ops/operators',
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    payload: { username, password: 'a-long-table-password', roles, brands },
  });
  expect(created.statusCode).toBe(200);
  return {
    authorization: `Bearer ${await signInOperator(ctx, username, 'a-long-table-password')}`,
  };
};

beforeAll(async () => {
  ctx = await createTestContext();
  // The tables' "today" figures are counted on the brand's calendar.
  ctx.clock.clearOfMidnight();
  clock = new TableClock(db());
  admin = await operator('tables_admin', ['admin']);
  meghnaAdmin = await operator('tables_meghna', ['admin'], ['MEGHNA']);
  finance = await operator('tables_finance', ['finance']);
  support = await operator('tables_support', ['support']);
  member = authed(await login(ctx.app, 'demo_member', PASSWORDS.member)) as Record<string, string>;
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

const tick = () => clock.tick(ctx.clock.now());
const liveTables = async (headers = admin, brand = 'PADMA') =>
  ctx.app.inject({ method: 'GET', url: `/ops/live/tables?brand=${brand}`, headers });
const liveTable = async (code: string) =>
  body<{ list: OpsLiveTable[] }>(await liveTables()).value.list.find(
    (table) => table.code === code,
  )!;
const command = (
  headers: Record<string, string>,
  path: string,
  payload: Record<string, unknown>,
  method: 'POST' | 'PUT' = 'POST',
) => ctx.app.inject({ method, url: path, headers, payload });
const publicTable = async (code: string) =>
  body<{ table: { paused: boolean; round: { roundNo: number; state: string } | null } }>(
    await ctx.app.inject({ method: 'GET', url: `/live/tables/${code}`, headers: BRAND1 }),
  ).value.table;
const auditOf = (targetType: string, targetId: string) =>
  db()
    .selectFrom('operator_audit')
    .select(['action', 'operator_name', 'reason', 'before', 'after'])
    .where('target_type', '=', targetType)
    .where('target_id', '=', targetId)
    .orderBy('id')
    .execute();

/** Runs the table's round now to its end (closed, result, settled) on the test clock. */
async function finishRound(code: string) {
  for (let step = 0; step < 3; step += 1) {
    const round = (await liveTable(code)).round!;
    if (round.state === 'SETTLED') return;
    const due = Date.parse(round.state === 'BETTING' ? round.closesAt : round.resultDueAt);
    const wait = due - ctx.clock.now().getTime();
    if (wait > 0) ctx.clock.advance(wait);
    await tick();
  }
}

/** Brings the table to a round taking bets. */
async function bettingRound(code: string): Promise<OpsLiveTable> {
  await tick();
  const table = await liveTable(code);
  if (
    table.round?.state === 'BETTING' &&
    Date.parse(table.round.closesAt) > ctx.clock.now().getTime()
  )
    return table;
  await finishRound(code);
  ctx.clock.advance(60_000);
  await tick();
  const next = await liveTable(code);
  expect(next.round?.state).toBe('BETTING');
  return next;
}

describe('the live tables', () => {
  it('lists the brand’s tables to admin and finance, with their round now and limits', async () => {
    await tick();
    const response = await liveTables(finance);
    expect(response.statusCode).toBe(200);
    const { list } = body<{ list: OpsLiveTable[] }>(response).value;
    expect(list.map((table) => table.code)).toEqual([
      'BACCARAT_1',
      'ROULETTE_1',
      'DRAGON_TIGER_1',
      'COCKFIGHT_1',
    ]);
    const baccarat = list[0]!;
    expect(baccarat).toMatchObject({
      game: 'BACCARAT',
      paused: false,
      nextLimits: null,
      round: { roundNo: 1, state: 'BETTING' },
      today: { stakes: 0, returns: 0, houseResult: 0 },
    });
    expect(baccarat.limits).toContainEqual({ betType: 'TIE', min: 10, max: 5000 });
    expect((await liveTables(support)).statusCode).toBe(403);
    expect(body(await liveTables(meghnaAdmin)).code).toBe('OPERATOR_FORBIDDEN');
    expect((await liveTables(meghnaAdmin, 'MEGHNA')).statusCode).toBe(200);
  });

  it('pauses a table: its round now finishes and is settled, no next one opens until it resumes', async () => {
    const table = await bettingRound('DRAGON_TIGER_1');
    const roundNo = table.round!.roundNo;
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/live/tables/DRAGON_TIGER_1/placements',
      headers: member,
      payload: { roundNo, clientKey: randomUUID(), chips: [{ spot: 'DRAGON', amount: 20 }] },
    });
    expect(placed.statusCode).toBe(200);

    const paused = await command(admin, `/ops/live/tables/${table.id}/pause`, {
      reason: 'dealer change',
    });
    expect(paused.statusCode).toBe(200);
    expect(body<OpsLiveTable>(paused).value).toMatchObject({ paused: true });
    expect(await publicTable('DRAGON_TIGER_1')).toMatchObject({
      paused: true,
      round: { roundNo, state: 'BETTING' },
    });

    await finishRound('DRAGON_TIGER_1');
    ctx.clock.advance(60_000);
    await tick();
    await tick();
    const settled = await liveTable('DRAGON_TIGER_1');
    expect(settled.round).toMatchObject({ roundNo, state: 'SETTLED' });
    expect(settled.today.stakes).toBe(20);
    expect(settled.today.houseResult).toBe(20 - settled.today.returns);
    const placement = await db()
      .selectFrom('live_placements')
      .select('state')
      .where('table_id', '=', table.id)
      .executeTakeFirstOrThrow();
    expect(placement.state).toBe('SETTLED');
    expect(
      body(await command(admin, `/ops/live/tables/${table.id}/pause`, { reason: 'again' })).code,
    ).toBe('OPS_TABLE_ALREADY_PAUSED');

    const resumed = await command(admin, `/ops/live/tables/${table.id}/resume`, {
      reason: 'dealer back',
    });
    expect(resumed.statusCode).toBe(200);
    // The clock reads a paused table again when it renews its leases.
    ctx.clock.advance(10_000);
    await tick();
    expect(await publicTable('DRAGON_TIGER_1')).toMatchObject({
      paused: false,
      round: { roundNo: roundNo + 1, state: 'BETTING' },
    });
    expect(
      body(await command(admin, `/ops/live/tables/${table.id}/resume`, { reason: 'again' })).code,
    ).toBe('OPS_TABLE_NOT_PAUSED');
    expect(await auditOf('live_table', table.id)).toEqual([
      expect.objectContaining({
        action: 'live-table.pause',
        operator_name: 'tables_admin',
        reason: 'dealer change',
        before: { paused: false },
        after: { paused: true },
      }),
      expect.objectContaining({ action: 'live-table.resume', reason: 'dealer back' }),
    ]);
  });

  it('changes limits from the next round: the round in play keeps its own', async () => {
    const table = await bettingRound('BACCARAT_1');
    const changed = await command(
      admin,
      `/ops/live/tables/${table.id}/limits`,
      { limits: [{ betType: 'PLAYER', min: 100, max: 20_000 }], reason: 'high rollers' },
      'PUT',
    );
    expect(changed.statusCode).toBe(200);
    const view = body<OpsLiveTable>(changed).value;
    expect(view.limits).toContainEqual({ betType: 'PLAYER', min: 10, max: 50_000 });
    expect(view.nextLimits).toContainEqual({ betType: 'PLAYER', min: 100, max: 20_000 });
    expect(view.nextLimits).toContainEqual({ betType: 'TIE', min: 10, max: 5000 });

    // The round in play still takes 10 on PLAYER.
    const place = (roundNo: number, amount: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/live/tables/BACCARAT_1/placements',
        headers: member,
        payload: { roundNo, clientKey: randomUUID(), chips: [{ spot: 'PLAYER', amount }] },
      });
    expect((await place(table.round!.roundNo, 10)).statusCode).toBe(200);

    await finishRound('BACCARAT_1');
    ctx.clock.advance(60_000);
    await tick();
    const next = await liveTable('BACCARAT_1');
    expect(next.round).toMatchObject({ roundNo: table.round!.roundNo + 1, state: 'BETTING' });
    expect(next.limits).toContainEqual({ betType: 'PLAYER', min: 100, max: 20_000 });
    expect(next.nextLimits).toBeNull();
    expect(body(await place(next.round!.roundNo, 10)).code).toBe('LIVE_BET_BELOW_LIMIT');
    expect((await place(next.round!.roundNo, 100)).statusCode).toBe(200);
  });

  it('refuses bad input, roles and brands with a code, and changes nothing', async () => {
    const table = await liveTable('ROULETTE_1');
    const limits = (payload: Record<string, unknown>, headers = admin) =>
      command(headers, `/ops/live/tables/${table.id}/limits`, payload, 'PUT');
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { limits: [{ betType: 'STRAIGHT', min: 50, max: 10 }], reason: 'wrong' },
        'OPS_TABLE_LIMITS_INVALID',
      ],
      [{ limits: [{ betType: 'STRAIGHT', min: 0, max: 10 }], reason: 'zero' }, 'VALIDATION_FAILED'],
      [
        { limits: [{ betType: 'STRAIGHT', min: -1, max: 10 }], reason: 'minus' },
        'VALIDATION_FAILED',
      ],
      [
        { limits: [{ betType: 'PLAYER', min: 10, max: 20 }], reason: 'other game' },
        'OPS_TABLE_BET_TYPE_UNKNOWN',
      ],
      [
        {
          limits: [
            { betType: 'STRAIGHT', min: 10, max: 20 },
            { betType: 'STRAIGHT', min: 10, max: 30 },
          ],
          reason: 'twice',
        },
        'OPS_TABLE_BET_TYPE_UNKNOWN',
      ],
      [{ limits: [{ betType: 'STRAIGHT', min: 10, max: 20 }] }, 'VALIDATION_FAILED'],
      [{ limits: [{ betType: 'STRAIGHT', min: 10, max: 20 }], reason: '' }, 'VALIDATION_FAILED'],
      [{ limits: [], reason: 'nothing' }, 'VALIDATION_FAILED'],
    ];
    for (const [payload, code] of cases) {
      const refused = await limits(payload);
      expect([refused.statusCode, body(refused).code]).toEqual([400, code]);
    }
    const allowed = { limits: [{ betType: 'STRAIGHT', min: 10, max: 20 }], reason: 'fine' };
    expect((await limits(allowed, finance)).statusCode).toBe(403);
    expect(body(await limits(allowed, meghnaAdmin)).code).toBe('OPERATOR_FORBIDDEN');
    expect(
      body(await command(meghnaAdmin, `/ops/live/tables/${table.id}/pause`, { reason: 'not mine' }))
        .code,
    ).toBe('OPERATOR_FORBIDDEN');
    expect(
      body(await command(admin, '/ops/live/tables/999999/pause', { reason: 'no table' })).code,
    ).toBe('OPS_TABLE_NOT_FOUND');
    expect(await liveTable('ROULETTE_1')).toMatchObject({
      paused: false,
      limits: table.limits,
      nextLimits: null,
    });
    expect(await auditOf('live_table', table.id)).toEqual([]);
  });
});

describe('the teen patti tables', () => {
  let players = 0;
  /** A new real member of PADMA with 1000.00 in their wallet, logged in. */
  const player = async () =>
    (
      await fundedPlayer(ctx.app, db(), {
        username: `tp_ops_${(players += 1)}`,
        minor: 1_000_00n,
        now: ctx.clock.now(),
      })
    ).headers;
  const newTable = () =>
    newTeenPattiTable(db(), {
      name: `ops table ${(players += 1)}`,
      seats: 2,
      seed: 'cd'.repeat(32),
      now: ctx.clock.now(),
    });
  const opsTable = async (tableId: string, headers = admin) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/ops/teen-patti/tables?brand=PADMA',
      headers,
    });
    expect(response.statusCode).toBe(200);
    return body<{ list: OpsTeenPattiTable[] }>(response).value.list.find(
      (table) => table.id === tableId,
    )!;
  };
  const sit = (headers: Record<string, string>, tableId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/teenpatti/tables/${tableId}/sit`,
      headers,
      payload: {},
    });
  const hand = async (tableId: string) =>
    db()
      .selectFrom('pvp_hands')
      .select(['id', 'state', 'engine'])
      .where('table_id', '=', tableId)
      .orderBy('hand_no', 'desc')
      .executeTakeFirst();
  const terms = (tableId: string, payload: Record<string, unknown>, headers = admin) =>
    command(headers, `/ops/teen-patti/tables/${tableId}/terms`, payload, 'PUT');

  it('pauses a table: the hand in play finishes, none is dealt until it resumes', async () => {
    const tableId = await newTable();
    const [a, b] = [await player(), await player()];
    expect((await sit(a, tableId)).statusCode).toBe(200);
    expect((await sit(b, tableId)).statusCode).toBe(200);
    expect((await hand(tableId))?.state).toBe('PLAYING');
    expect(
      (await command(admin, `/ops/teen-patti/tables/${tableId}/pause`, { reason: 'cards' }))
        .statusCode,
    ).toBe(200);
    expect(await opsTable(tableId, finance)).toMatchObject({ paused: true, playing: true });
    // The player on turn packs: the hand finishes; the clock deals no next one.
    const packed = await ctx.app.inject({
      method: 'POST',
      url: `/teenpatti/tables/${tableId}/act`,
      headers: a,
      payload: { action: 'PACK', actionKey: 'ops-pack-1' },
    });
    expect(packed.statusCode).toBe(200);
    const finished = await hand(tableId);
    expect(finished?.state).toBe('FINISHED');
    const tpClock = new TeenPattiClock(db());
    ctx.clock.advance(60_000);
    await tpClock.tick(ctx.clock.now());
    expect((await hand(tableId))?.id).toBe(finished?.id);
    expect(await opsTable(tableId)).toMatchObject({ paused: true, playing: false });
    expect(
      (await command(admin, `/ops/teen-patti/tables/${tableId}/resume`, { reason: 'cards in' }))
        .statusCode,
    ).toBe(200);
    await tpClock.tick(ctx.clock.now());
    expect(await hand(tableId)).toMatchObject({ state: 'PLAYING' });
  });

  it('changes boot and rake for the next hand only, and refuses bad terms', async () => {
    const tableId = await newTable();
    const [a, b] = [await player(), await player()];
    await sit(a, tableId);
    await sit(b, tableId);
    const first = (await hand(tableId))!;
    const changed = await terms(tableId, { boot: 10, rakeBasisPoints: 300, reason: 'promo' });
    expect(changed.statusCode).toBe(200);
    expect(body<OpsTeenPattiTable>(changed).value).toMatchObject({
      boot: 5,
      rakeBasisPoints: 500,
      nextBoot: 10,
      nextRakeBasisPoints: 300,
    });
    for (const [payload, code] of [
      [{ rakeBasisPoints: 1001, reason: 'greedy' }, 'VALIDATION_FAILED'],
      [{ rakeBasisPoints: -1, reason: 'generous' }, 'VALIDATION_FAILED'],
      [{ boot: 0, reason: 'free' }, 'VALIDATION_FAILED'],
      [{ boot: 641, reason: 'too big' }, 'OPS_TABLE_BOOT_ABOVE_MAX_STAKE'],
      [{ reason: 'nothing' }, 'OPS_TABLE_NOTHING_TO_CHANGE'],
      [{ boot: 6 }, 'VALIDATION_FAILED'],
    ] as const) {
      const refused = await terms(tableId, payload);
      expect([refused.statusCode, body(refused).code]).toEqual([400, code]);
    }
    expect((await terms(tableId, { boot: 6, reason: 'finance' }, finance)).statusCode).toBe(403);
    expect(body(await terms(tableId, { boot: 6, reason: 'x'.repeat(5) }, meghnaAdmin)).code).toBe(
      'OPERATOR_FORBIDDEN',
    );

    // The hand in play pays its rake at 5 %.
    await ctx.app.inject({
      method: 'POST',
      url: `/teenpatti/tables/${tableId}/act`,
      headers: a,
      payload: { action: 'PACK', actionKey: 'ops-pack-2' },
    });
    const finished = await db()
      .selectFrom('pvp_hands')
      .select(['rake_minor', 'pot_minor'])
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(BigInt(finished.rake_minor!)).toBe((BigInt(finished.pot_minor) * 500n) / 10_000n);

    ctx.clock.advance(60_000);
    await new TeenPattiClock(db()).tick(ctx.clock.now());
    const second = (await hand(tableId))!;
    expect(second.state).toBe('PLAYING');
    expect(second.engine.potMinor).toBe(2_000);
    expect(await opsTable(tableId)).toMatchObject({
      boot: 10,
      rakeBasisPoints: 300,
      nextBoot: null,
      nextRakeBasisPoints: null,
    });
    expect((await auditOf('pvp_table', tableId)).map((row) => row.action)).toEqual([
      'teen-patti-table.terms',
    ]);
  });
});
