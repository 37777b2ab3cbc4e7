// On PostgreSQL too: jobs run by two instances at once pay each period once.
import { cancelDraw, drawDue } from '../src/services/lottery/lotteryDraws.js';
import { settleBet } from '../src/services/lottery/lotteryBets.js';
import { runLotteryJob } from '../src/services/lottery/lotteryJob.js';
import {
  authed,
  body,
  createTestContext,
  login,
  OPS_TOKEN,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';
import { fixDraw, recomputeCommitment } from './support/lottery.js';
import { assertLedgerConsistent, balances, memberId } from './support/wallet.js';

/**
 * The house lottery: draws made once by a keyed job, a commitment that verifies, hand-computed
 * tickets of every bet type settled to the table's amounts exactly once, the betting close,
 * idempotent slips, and refunds of a cancelled draw.
 */
const GAME = 'VN_FAST_1M';

interface Numero {
  open: { period: string; drawAt: string; closesAt: string; commitment: string };
  betTypes: Array<{ betType: string; unit: number; odds: number }>;
}
interface Bet {
  betId: string;
  status: string;
  total: number;
  win: number;
  result: string[] | null;
}
interface Draw {
  period: string;
  commitment: string;
  numbers: string[] | null;
  salt: string | null;
}

// A northern result chosen by hand (prize order, 27 numbers). Endings: 45 ×4 (special, first,
// a third, a seventh), 23 ×1 (a sixth), 12 ×1 (a fourth), 01 ×1; 99 never.
const NUMBERS = [
  '12345',
  '67845',
  '11111',
  '22222',
  '33345',
  '44444',
  '55555',
  '66666',
  '77777',
  '88888',
  '1212',
  '3434',
  '5656',
  '7878',
  '9090',
  '1010',
  '2020',
  '3030',
  '4040',
  '5050',
  '123',
  '456',
  '789',
  '45',
  '01',
  '02',
  '03',
];

// Stake 10 a point. cost = lines × 10 × unit (a lô's unit is the draw's 27 numbers).
const TICKETS: Array<{ betType: string; lines: string[][]; total: number; win: number }> = [
  { betType: 'LO2', lines: [['45']], total: 270, win: 4 * 80 * 10 },
  { betType: 'LO2', lines: [['99']], total: 270, win: 0 },
  { betType: 'DE', lines: [['45']], total: 10, win: 85 * 10 },
  { betType: 'CANG3', lines: [['345']], total: 10, win: 800 * 10 },
  { betType: 'XIEN2', lines: [['45', '23']], total: 10, win: 17 * 10 },
  { betType: 'XIEN3', lines: [['45', '23', '99']], total: 10, win: 0 },
  { betType: 'XIEN4', lines: [['45', '23', '01', '12']], total: 10, win: 250 * 10 },
];

let ctx: TestContext;
let member: Record<string, string>;
let memberKey: string;
let keyCounter = 0;
const newKey = () => `lottery-test-${process.pid}-${(keyCounter += 1)}`;

beforeAll(async () => {
  ctx = await createTestContext();
  member = authed(await login(ctx.app, 'demo_member', PASSWORDS.member)) as Record<string, string>;
  memberKey = await memberId(ctx.database.db, 'PADMA', 'demo_member');
});
afterAll(async () => {
  await ctx.close();
});

const numero = async () =>
  body<Numero>(
    await ctx.app.inject({
      method: 'GET',
      url: `/lotto/lgw/games/opened/numero?gameCode=${GAME}`,
      headers: member,
    }),
  ).value;

const bet = (payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/lotto/lgw/bets',
    headers: member,
    payload: { gameCode: GAME, stake: 10, idempotencyKey: newKey(), ...payload },
  });

const mainBalance = async () => (await balances(ctx.database.db, memberKey)).MAIN ?? 0n;

/** Moves the test clock to `at` (it only moves forward). */
function moveTo(at: number) {
  const delta = at - ctx.clock.now().getTime();
  if (delta > 0) ctx.clock.advance(delta);
}

/** Fixes the open draw's result by hand, as the job would store it (numbers, salt, commitment). */
async function fixOpenDraw(numbers: string[]) {
  const open = (await numero()).open;
  await fixDraw(ctx.database.db, { gameCode: GAME, ...open, numbers, now: ctx.clock.now() });
  return numero();
}

describe('house lottery', () => {
  it('publishes only a commitment before the draw, and a result that verifies after it', async () => {
    const before = await numero();
    expect(before.open.commitment).toMatch(/^[0-9a-f]{64}$/);
    moveTo(Date.parse(before.open.drawAt));
    await runLotteryJob(ctx.database.db, ctx.clock.now());
    const results = body<{ list: Draw[] }>(
      await ctx.app.inject({
        method: 'GET',
        url: `/lgw/vn/numeros/opened/game?gameCode=${GAME}&count=100`,
        headers: { Merchant: 'PADMA' },
      }),
    ).value.list;
    const drawn = results.find((draw) => draw.period === before.open.period)!;
    expect(drawn.commitment).toBe(before.open.commitment);
    expect(drawn.numbers).toHaveLength(27);
    expect(drawn.numbers![0]).toMatch(/^[0-9]{5}$/);
    const recomputed = recomputeCommitment(drawn.salt!, drawn.numbers!);
    expect(recomputed).toBe(drawn.commitment);
    // The next draw is still secret.
    const next = await numero();
    const secret = await ctx.database.db
      .selectFrom('lottery_draws')
      .select('status')
      .where('period', '=', next.open.period)
      .execute();
    expect(secret.every((row) => row.status === 'SCHEDULED')).toBe(true);
  });

  it('settles a hand-computed ticket of every bet type to the table, once, whatever runs the job', async () => {
    const open = (await fixOpenDraw(NUMBERS)).open;
    const betDay = ctx.clock.now().toISOString().slice(0, 10);
    const start = await mainBalance();
    const placed: Bet[] = [];
    for (const ticket of TICKETS) {
      const response = await bet({
        period: open.period,
        betType: ticket.betType,
        lines: ticket.lines,
      });
      expect(response.statusCode).toBe(200);
      const value = body<Bet>(response).value;
      expect(value.total).toBe(ticket.total);
      expect(value.status).toBe('OPEN');
      expect(value.result).toBeNull();
      placed.push(value);
    }
    const cost = TICKETS.reduce((sum, ticket) => sum + ticket.total, 0);
    expect(await mainBalance()).toBe(start - BigInt(cost * 100));

    // The draw: a crash after the draw and before settlement, then two instances at once.
    moveTo(Date.parse(open.drawAt) + 500);
    const drawnIds = await drawDue(ctx.database.db, ctx.clock.now());
    const runs = await Promise.all([
      runLotteryJob(ctx.database.db, ctx.clock.now()),
      runLotteryJob(ctx.database.db, ctx.clock.now()),
    ]);
    expect(runs.reduce((sum, run) => sum + run.settled, 0)).toBe(TICKETS.length);
    const draws = await ctx.database.db
      .selectFrom('lottery_draws as d')
      .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
      .select(['d.id', 'd.status'])
      .where('g.game_code', '=', GAME)
      .where('d.period', '=', open.period)
      .execute();
    expect(draws).toEqual([{ id: expect.any(String), status: 'DRAWN' }]);
    expect(drawnIds).toContain(draws[0]!.id);

    const wins = TICKETS.reduce((sum, ticket) => sum + ticket.win, 0);
    expect(await mainBalance()).toBe(start - BigInt(cost * 100) + BigInt(wins * 100));
    const mine = body<{ list: Bet[] }>(
      await ctx.app.inject({ method: 'GET', url: `/lotto/lgw/bets?pageSize=20`, headers: member }),
    ).value.list;
    for (const [index, ticket] of TICKETS.entries()) {
      const settled = mine.find((row) => row.betId === placed[index]!.betId)!;
      expect(settled.win).toBe(ticket.win);
      expect(settled.status).toBe(ticket.win > 0 ? 'WON' : 'LOST');
      expect(settled.result).toEqual(NUMBERS);
    }

    // Settlement again, by the job and bet by bet, pays nothing more.
    await runLotteryJob(ctx.database.db, ctx.clock.now());
    for (const placedBet of placed)
      expect(await settleBet(ctx.database.db, placedBet.betId, ctx.clock.now())).toBe(false);
    expect(await mainBalance()).toBe(start - BigInt(cost * 100) + BigInt(wins * 100));
    await assertLedgerConsistent(ctx.database.db);

    // The betting record shows the lottery's rounds (the draw may fall on the next day, UTC).
    const day = ctx.clock.now().toISOString().slice(0, 10);
    const record = body<{ list: Array<{ roundId: string; category: string }> }>(
      await ctx.app.inject({
        method: 'GET',
        url: `/wps/member/records/bets?from=${betDay}&to=${day}&tzOffset=0&pageSize=50`,
        headers: member,
      }),
    ).value.list;
    const lotteryRounds = record.filter((round) => round.roundId.startsWith('LOTTO-'));
    expect(lotteryRounds).toHaveLength(TICKETS.length);
    expect(lotteryRounds.every((round) => round.category === 'LOTT')).toBe(true);

    // Each ticket earned points once, at the lottery's rate (20 per 100 of valid bet).
    const earned = await ctx.database.db
      .selectFrom('point_transactions as p')
      .innerJoin('bet_records as r', 'r.id', 'p.bet_record_id')
      .select(['p.points', 'p.detail', 'r.valid_bet_minor'])
      .where('r.round_id', 'like', 'LOTTO-%')
      .where('p.kind', '=', 'EARN')
      .execute();
    const earning = TICKETS.filter((ticket) => Math.floor((ticket.total * 100 * 20) / 10_000) > 0);
    expect(earned).toHaveLength(earning.length);
    for (const row of earned) {
      expect(BigInt(row.points)).toBe((BigInt(row.valid_bet_minor) * 20n) / 10_000n);
      expect(row.detail).toMatchObject({ category: 'LOTT' });
    }
  });

  it('refuses a bet one second after the close and takes one a second before it', async () => {
    const open = (await numero()).open;
    moveTo(Date.parse(open.closesAt) - 1_000);
    const before = await bet({ period: open.period, betType: 'DE', lines: [['07']] });
    expect(before.statusCode).toBe(200);
    const balance = await mainBalance();
    moveTo(Date.parse(open.closesAt) + 1_000);
    const after = await bet({ period: open.period, betType: 'DE', lines: [['08']] });
    expect(after.statusCode).toBe(409);
    expect(body(after).code).toBe('LOTTERY_BETTING_CLOSED');
    expect(await mainBalance()).toBe(balance);
  });

  it('answers a replayed slip with the same bet and refuses its key for another slip', async () => {
    const open = (await numero()).open;
    const idempotencyKey = newKey();
    const payload = {
      period: open.period,
      betType: 'LO2',
      lines: [['10'], ['11']],
      idempotencyKey,
    };
    const balance = await mainBalance();
    const [first, second] = await Promise.all([bet(payload), bet(payload)]);
    expect(body<Bet>(first).value.betId).toBe(body<Bet>(second).value.betId);
    expect(await mainBalance()).toBe(balance - 2n * 10n * 27n * 100n);
    const other = await bet({ ...payload, lines: [['12']] });
    expect(other.statusCode).toBe(409);
  });

  it('refuses bad lines, stakes over the per-number limit and another game, moving nothing', async () => {
    const open = (await numero()).open;
    const balance = await mainBalance();
    const cases = [
      { betType: 'DE', lines: [['7']] },
      { betType: 'CANG3', lines: [['12']] },
      { betType: 'XIEN2', lines: [['12', '12']] },
      { betType: 'LO2', lines: [['12'], ['12']] },
      { betType: 'DE', lines: [['12']], stake: '0' },
      { betType: 'DE', lines: [['12']], stake: 'abc' },
      { betType: 'DE', lines: [['12']], stake: 6_000 },
      { betType: 'DE', lines: [['12']], gameCode: 'WINGO_1M' },
    ];
    for (const payload of cases) {
      const response = await bet({ period: open.period, ...payload });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect(await mainBalance()).toBe(balance);
    const unauthenticated = await ctx.app.inject({
      method: 'POST',
      url: '/lotto/lgw/bets',
      headers: { Merchant: 'PADMA' },
      payload: {
        gameCode: GAME,
        period: open.period,
        betType: 'DE',
        lines: [['12']],
        stake: 1,
        idempotencyKey: newKey(),
      },
    });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('refunds the bets of a cancelled draw once', async () => {
    const open = (await numero()).open;
    // Earlier tests' draws that are due settle first, so only the refunds move below.
    await runLotteryJob(ctx.database.db, ctx.clock.now());
    const balance = await mainBalance();
    const placed = body<Bet>(
      await bet({ period: open.period, betType: 'DE', lines: [['33']] }),
    ).value;
    expect(await mainBalance()).toBe(balance - 1_000n);
    const draw = await ctx.database.db
      .selectFrom('lottery_draws as d')
      .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
      .select('d.id')
      .where('g.game_code', '=', GAME)
      .where('d.period', '=', open.period)
      .executeTakeFirstOrThrow();
    // Every open bet on the draw comes back (an earlier test's too), and nothing else moves.
    const staked = await ctx.database.db
      .selectFrom('lottery_bets')
      .select((eb) => eb.fn.sum<string>('total_minor').as('total'))
      .where('draw_id', '=', draw.id)
      .executeTakeFirstOrThrow();
    const refunded = balance - 1_000n + BigInt(staked.total);
    // The operator's cancel (audited); a member's token may not, a second cancel finds nothing.
    const cancel = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/ops/lottery/draws/${draw.id}/cancel`,
        headers: { authorization: `Bearer ${token}` },
        payload: { reason: 'Result source unavailable' },
      });
    expect((await cancel(member.authorization!.slice(7))).statusCode).toBe(401);
    expect((await cancel(OPS_TOKEN)).statusCode).toBe(200);
    expect((await cancel(OPS_TOKEN)).statusCode).toBe(409);
    expect(await cancelDraw(ctx.database.db, draw.id)).toBe(false);
    await Promise.all([
      runLotteryJob(ctx.database.db, ctx.clock.now()),
      runLotteryJob(ctx.database.db, ctx.clock.now()),
    ]);
    await runLotteryJob(ctx.database.db, ctx.clock.now());
    expect(await mainBalance()).toBe(refunded);
    const mine = body<{ list: Bet[] }>(
      await ctx.app.inject({ method: 'GET', url: '/lotto/lgw/bets', headers: member }),
    ).value.list;
    expect(mine.find((row) => row.betId === placed.betId)!.status).toBe('CANCELLED');
    // A drawn result never changes; a settled bet never reopens.
    await expect(
      ctx.database.db
        .updateTable('lottery_bets')
        .set({ status: 'OPEN' })
        .where('id', '=', placed.betId)
        .execute(),
    ).rejects.toThrow();
    await assertLedgerConsistent(ctx.database.db);
  });

  it("lists the menu with each card's next draw and the member's recent games", async () => {
    const menu = body<{ list: Array<{ gameCode: string; closesAt: string | null }> }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/lgw/vn/games/game_menu?prizeMode=Lott&device=WEB',
        headers: { Merchant: 'PADMA' },
      }),
    ).value.list;
    expect(menu.map((game) => game.gameCode)).toEqual(
      expect.arrayContaining(['VN_FAST_1M', 'VN_NORTH', 'VN_SOUTH']),
    );
    expect(menu.find((game) => game.gameCode === GAME)!.closesAt).not.toBeNull();
    const recent = body<{ list: Array<{ gameCode: string }> }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/lgw/vn/games/game_menu/recent',
        headers: member,
      }),
    ).value.list;
    expect(recent[0]!.gameCode).toBe(GAME);
  });
});
