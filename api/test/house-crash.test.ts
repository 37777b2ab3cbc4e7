// On PostgreSQL too: concurrent cash-outs and lazy settlements contend for one round's step (the conditional update) and the seamless wallet.
import type { CrashResult, HouseGameState, HouseHistory } from '@site/contracts';
import { crash } from '@site/house-games/engines';
import type { InjectOptions } from 'fastify';
import {
  cents,
  fairStreamOf,
  hostedEntryOf,
  mainBalance,
  openHostedGame,
  revealedRound,
  type HouseGameEntry,
} from './support/houseGame.js';
import {
  authed,
  body,
  createTestContext,
  login,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';
import { assertLedgerConsistent } from './support/wallet.js';

let ctx: TestContext;
let member: InjectOptions['headers'];
let trial: InjectOptions['headers'];
let entry: HouseGameEntry;
let playToken: string;
let theme: crash.CrashTheme;
beforeAll(async () => {
  ctx = await createTestContext();
  member = authed(await login(ctx.app, 'demo_member', PASSWORDS.member));
  trial = authed(await login(ctx.app, 'demo_trial', PASSWORDS.trial));
  entry = await hostedEntryOf(ctx.database.db, { gameType: 'RNG', classify: 'AC' });
  playToken = await openHostedGame(ctx.app, member, entry.node_id);
  theme = body<HouseGameState>(await get('game')).value.theme as crash.CrashTheme;
});
afterAll(async () => {
  await ctx.close();
});

const post = (path: string, payload: object, token = playToken) =>
  ctx.app.inject({
    method: 'POST',
    url: `/house/api/${path}`,
    headers: { 'x-play-token': token },
    payload,
  });
const get = (path: string, token = playToken) =>
  ctx.app.inject({ method: 'GET', url: `/house/api/${path}`, headers: { 'x-play-token': token } });

async function ok(response: Awaited<ReturnType<typeof post>>): Promise<CrashResult> {
  expect(response.statusCode).toBe(200);
  return body<CrashResult>(response).value;
}

const stakeMinor = () => theme.bet.minMinor * 10;
const bet = (autoCashOut?: number) =>
  post('crash/bet', { bet: stakeMinor() / 100, ...(autoCashOut ? { autoCashOut } : {}) });

/** The crash point the server keeps for a running round (the test reads it; no answer has it). */
async function crashPointOf(roundId: string): Promise<number> {
  const row = await ctx.database.db
    .selectFrom('fair_rounds')
    .select('state')
    .where('round_id', '=', roundId)
    .executeTakeFirstOrThrow();
  return (row.state as { crashPointHundredths: number }).crashPointHundredths;
}

/** Moves the clock to `elapsedMs` after the round's curve started. */
function moveTo(round: CrashResult, elapsedMs: number): void {
  ctx.clock.advance(round.startedAt + elapsedMs - ctx.clock.now().getTime());
}

/** Lets a round's curve run past its crash point and settles it by reading it. */
async function runOut(round: CrashResult): Promise<CrashResult> {
  moveTo(round, crash.msToReach((await crashPointOf(round.roundId)) + 1) + 1);
  const settled = await ok(await get(`crash/rounds/${round.roundId}`));
  expect(settled.status).toBe('SETTLED');
  return settled;
}

/** Bets until the round's crash point is at least `atLeast` hundredths (earlier ones run out). */
async function betReaching(atLeast: number, autoCashOut?: number) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const before = await mainBalance(ctx.app, member);
    const round = await ok(await bet(autoCashOut));
    const crashPoint = await crashPointOf(round.roundId);
    if (crashPoint >= atLeast) return { round, crashPoint, before };
    await runOut(round);
  }
  throw new Error(`no crash point of ${atLeast} in 50 rounds`);
}

const expectNoCrashPoint = (answer: object, crashPoint: number) => {
  // The round's cap is public and a crash point drawn at the cap equals it: leave the cap out.
  const text = JSON.stringify({ ...answer, maxMultiplier: undefined });
  expect(text).not.toMatch(/crashPointHundredths|settlement/);
  expect(text).not.toMatch(new RegExp(`:(${crashPoint}|${crashPoint / 100})[,}]`));
};

const winOf = (hundredths: number) => Math.floor((stakeMinor() * hundredths) / 100);

describe('crash through the play token', () => {
  it("plays the entry's theme, its cap lowered to the catalogue's payout ceiling", async () => {
    const { max_payout_multiplier: ceiling } = await ctx.database.db
      .selectFrom('games')
      .select('max_payout_multiplier')
      .where('node_id', '=', entry.node_id)
      .executeTakeFirstOrThrow();
    const engineTheme = crash.themeFor(entry.game_code, entry.name_en);
    expect(theme).toEqual({
      ...engineTheme,
      maxCrashPointHundredths: Math.min(engineTheme.maxCrashPointHundredths, ceiling * 100),
    });
  });

  it('a cash-out at a known time wins stake × the multiplier the server reads off its clock; the round replays from the revealed seed', async () => {
    const { round, crashPoint, before } = await betReaching(120);
    expect(round).toMatchObject({
      status: 'OPEN',
      step: 0,
      bet: stakeMinor() / 100,
      autoCashOut: null,
      crashPoint: null,
      win: null,
      leadInMs: 1_000,
      curveKPerMs: crash.CURVE_K_PER_MS,
      startedAt: round.serverNow + 1_000,
    });
    expect(cents(round.balance)).toBe(cents(before) - stakeMinor());
    expectNoCrashPoint(round, crashPoint);

    const early = await post('crash/cash-out', { roundId: round.roundId, step: 0 });
    expect(early.statusCode).toBe(409);
    expect(body(early).code).toBe('CRASH_CASH_OUT_TOO_EARLY');
    const running = await post('crash/bet', { bet: stakeMinor() / 100 });
    expect(body<{ roundId: string }>(running)).toMatchObject({
      code: 'CRASH_ROUND_RUNNING',
      value: { roundId: round.roundId },
    });

    const target = Math.min(crashPoint, 180);
    const elapsed = Math.ceil(crash.msToReach(target)) + 7;
    moveTo(round, elapsed);
    const polled = await ok(await get(`crash/rounds/${round.roundId}`));
    expect(polled.status).toBe('OPEN');
    expectNoCrashPoint(polled, crashPoint);
    const state = body<HouseGameState>(await get('game')).value;
    expect(state.openRound).toMatchObject({ roundId: round.roundId, status: 'OPEN' });
    expectNoCrashPoint(state, crashPoint);
    const fair = await ctx.app.inject({
      method: 'GET',
      url: `/wps/member/fair/rounds/${round.roundId}`,
      headers: member,
    });
    expectNoCrashPoint(body<object>(fair).value, crashPoint);

    const shown = crash.hundredthsAt(elapsed);
    expect(shown).toBeLessThanOrEqual(crashPoint);
    const cashed = await ok(await post('crash/cash-out', { roundId: round.roundId, step: 0 }));
    expect(cashed).toMatchObject({
      status: 'SETTLED',
      step: 1,
      cashedOutAt: shown / 100,
      crashPoint: crashPoint / 100,
      win: winOf(shown) / 100,
    });
    expect(cents(await mainBalance(ctx.app, member))).toBe(
      cents(before) - stakeMinor() + winOf(shown),
    );
    expect(cashed.balance).toBe(await mainBalance(ctx.app, member));

    const checked = await revealedRound(ctx.app, member, round.roundId);
    const roundTheme = {
      ...theme,
      maxCrashPointHundredths: Math.round(cashed.maxMultiplier * 100),
    };
    expect(crash.crashPointFromFloat(roundTheme, fairStreamOf(checked).nextFloat()) / 100).toBe(
      cashed.crashPoint,
    );
    expect(checked.actions).toEqual([{ type: 'cashOut', atHundredths: shown }]);
  });

  it('a cash-out after the curve passed the crash point loses and says where it crashed', async () => {
    const { round, crashPoint, before } = await betReaching(101);
    moveTo(round, crash.msToReach(crashPoint + 1) + 50);
    const late = await ok(await post('crash/cash-out', { roundId: round.roundId, step: 0 }));
    expect(late).toMatchObject({
      status: 'SETTLED',
      cashedOutAt: null,
      crashPoint: crashPoint / 100,
      win: 0,
    });
    expect(cents(await mainBalance(ctx.app, member))).toBe(cents(before) - stakeMinor());
    const again = await post('crash/cash-out', { roundId: round.roundId, step: 0 });
    expect(body<CrashResult>(again)).toMatchObject({
      code: 'ROUND_CLOSED',
      value: { roundId: round.roundId, crashPoint: crashPoint / 100, win: 0 },
    });
  });

  it('an auto cash-out below the crash point wins exactly at its target without a cash-out call: settled by reading the round, or by the next bet', async () => {
    const viaRead = await betReaching(150, 1.5);
    expect(viaRead.round.autoCashOut).toBe(1.5);
    moveTo(viaRead.round, crash.msToReach(150) + 1);
    const read = await ok(await get(`crash/rounds/${viaRead.round.roundId}`));
    expect(read).toMatchObject({
      status: 'SETTLED',
      cashedOutAt: 1.5,
      crashPoint: viaRead.crashPoint / 100,
      win: winOf(150) / 100,
    });
    expect(cents(await mainBalance(ctx.app, member))).toBe(
      cents(viaRead.before) - stakeMinor() + winOf(150),
    );

    const viaBet = await betReaching(150, 1.5);
    moveTo(viaBet.round, crash.msToReach(viaBet.crashPoint + 1) + 1_000);
    const next = await ok(await bet());
    expect(cents(next.balance)).toBe(
      cents(viaBet.before) - stakeMinor() + winOf(150) - stakeMinor(),
    );
    const settled = await ok(await get(`crash/rounds/${viaBet.round.roundId}`));
    expect(settled).toMatchObject({ status: 'SETTLED', cashedOutAt: 1.5, win: winOf(150) / 100 });
    await runOut(next);
    const history = body<HouseHistory>(await get('history?pageNo=1&pageSize=3')).value;
    expect(history.list.map((row) => row.roundId)).toEqual([
      next.roundId,
      viaBet.round.roundId,
      expect.any(String),
    ]);
  });

  it('a read that waits is answered when the round ends by itself, well before its wait is over', async () => {
    const { round, before } = await betReaching(150, 1.5);
    // The server's clock is 200 ms short of the auto target, and gets past it while the read waits.
    moveTo(round, crash.msToReach(150) - 200);
    const clockMoves = setTimeout(() => ctx.clock.advance(300), 100);
    try {
      // The test's 5 s would run out if the read waited its 10 s.
      const read = await ok(await get(`crash/rounds/${round.roundId}?waitMs=10000`));
      expect(read).toMatchObject({ status: 'SETTLED', cashedOutAt: 1.5, win: winOf(150) / 100 });
    } finally {
      clearTimeout(clockMoves);
    }
    expect(cents(await mainBalance(ctx.app, member))).toBe(
      cents(before) - stakeMinor() + winOf(150),
    );
  }, 5_000);

  it("a read that waits answers a running round after its wait, another member's round at once, and no wait above 10 s", async () => {
    const { round, crashPoint } = await betReaching(300);
    const running = await ok(await get(`crash/rounds/${round.roundId}?waitMs=50`));
    expect(running.status).toBe('OPEN');
    expectNoCrashPoint(running, crashPoint);
    const otherToken = await openHostedGame(ctx.app, trial, entry.node_id);
    const stolen = await get(`crash/rounds/${round.roundId}?waitMs=10000`, otherToken);
    expect(stolen.statusCode).toBe(404);
    expect((await get(`crash/rounds/${round.roundId}?waitMs=10001`)).statusCode).toBe(400);
    await runOut(round);
  }, 5_000);

  it('a round nobody touches settles through the game state once it is over; an auto target above the crash point loses', async () => {
    const before = await mainBalance(ctx.app, member);
    const round = await ok(await bet(theme.maxCrashPointHundredths / 100));
    const crashPoint = await crashPointOf(round.roundId);
    moveTo(round, crash.msToReach(crashPoint + 1) + 1);
    const state = body<HouseGameState>(await get('game')).value;
    expect(state.openRound).toBeNull();
    const settled = await ok(await get(`crash/rounds/${round.roundId}`));
    const reachedCap = crashPoint === round.maxMultiplier * 100;
    expect(settled).toMatchObject({
      status: 'SETTLED',
      cashedOutAt: reachedCap ? round.maxMultiplier : null,
    });
    expect(state.balance).toBe(await mainBalance(ctx.app, member));
    expect(cents(state.balance)).toBe(cents(before) - stakeMinor() + cents(settled.win!));
  });

  it('a seed change waits for a running round and settles one that crashed after its page closed', async () => {
    const round = await ok(await bet());
    const rotate = () =>
      ctx.app.inject({ method: 'POST', url: '/wps/member/fair/rotate', headers: member });
    const refused = await rotate();
    expect(refused.statusCode).toBe(409);
    expect(body(refused).code).toBe('FAIR_ROUND_OPEN');
    moveTo(round, crash.msToReach((await crashPointOf(round.roundId)) + 1) + 1);
    expect((await rotate()).statusCode).toBe(200);
    const settled = await ok(await get(`crash/rounds/${round.roundId}`));
    expect(settled).toMatchObject({ status: 'SETTLED', win: 0 });
  });

  it('concurrent cash-outs pay once; the others are refused with the settled round', async () => {
    const { round, crashPoint, before } = await betReaching(130);
    moveTo(round, crash.msToReach(130) + 3);
    const answers = await Promise.all(
      [0, 1, 2].map(() => post('crash/cash-out', { roundId: round.roundId, step: 0 })),
    );
    const paid = answers.filter((answer) => answer.statusCode === 200);
    expect(paid).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(body(refused).code).toBe('ROUND_CLOSED');
    }
    const win = body<CrashResult>(paid[0]!).value;
    expect(win).toMatchObject({ cashedOutAt: 1.3, crashPoint: crashPoint / 100 });
    expect(cents(await mainBalance(ctx.app, member))).toBe(
      cents(before) - stakeMinor() + winOf(130),
    );
    await assertLedgerConsistent(ctx.database.db);
  });

  it("refuses another member's round, bets off the limits and auto targets below 1.01×, changing nothing", async () => {
    const { round } = await betReaching(100);
    const otherToken = await openHostedGame(ctx.app, trial, entry.node_id);
    expect((await get(`crash/rounds/${round.roundId}`, otherToken)).statusCode).toBe(404);
    const stolen = await post('crash/cash-out', { roundId: round.roundId, step: 0 }, otherToken);
    expect(stolen.statusCode).toBe(404);
    await runOut(round);

    const before = await mainBalance(ctx.app, member);
    for (const [payload, field] of [
      [{ bet: (theme.bet.maxMinor + theme.bet.stepMinor) / 100 }, 'bet'],
      [{ bet: stakeMinor() / 100, autoCashOut: 1 }, 'autoCashOut'],
      [{ bet: stakeMinor() / 100, autoCashOut: theme.maxCrashPointHundredths }, 'autoCashOut'],
    ] as const) {
      const refused = await post('crash/bet', payload);
      expect(refused.statusCode).toBe(400);
      expect(body<{ field: string }>(refused)).toMatchObject({
        code: 'VALIDATION_FAILED',
        value: { field },
      });
    }
    expect(await mainBalance(ctx.app, member)).toBe(before);
    await assertLedgerConsistent(ctx.database.db);
  });
});
