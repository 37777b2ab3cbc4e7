// On PostgreSQL too: concurrent requests on one member's money.
import { runLotteryJob } from '../src/services/lottery/lotteryJob.js';
import { fixDraw, recomputeCommitment } from './support/lottery.js';
import {
  authed,
  body,
  createTestContext,
  login,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';
import { assertLedgerConsistent, balances, memberId } from './support/wallet.js';

/**
 * The fast house families through the API (issue 40 item 12): for each of WinGo, K3, SSC, PK10
 * and keno, the betting screen's bet types, hand-computed slips on a hand-chosen draw, the draw
 * and its settlement (twice, paying once), each bet's net label and the published draw that
 * verifies; a family's slip with another's bet type changes nothing; a title that cannot be
 * played is not listed and takes no bet.
 */
interface Numero {
  game: { resultFormat: string };
  open: { period: string; drawAt: string; closesAt: string; commitment: string };
  betTypes: Array<{
    betType: string;
    odds: number;
    choices?: Array<{ value: string; payout: number }>;
  }>;
}
interface Bet {
  betId: string;
  status: string;
  outcome: string;
  resultFormat: string;
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
interface Ticket {
  betType: string;
  lines: string[][];
  total: number;
  win: number;
  outcome: 'WON' | 'RETURNED' | 'LOST';
}

// Stake 10 a line; returns are the pay tables' (houseFamilies.ts), rounded down.
const FAMILIES: Array<{ gameCode: string; format: string; numbers: string[]; tickets: Ticket[] }> =
  [
    {
      gameCode: 'WINGO_1M',
      format: 'WINGO',
      numbers: ['5'],
      tickets: [
        // Green on 5 (green and violet) returns 1.5×, red nothing: ৳15 back on ৳20.
        {
          betType: 'WINGO_COLOUR',
          lines: [['GREEN'], ['RED']],
          total: 20,
          win: 15,
          outcome: 'RETURNED',
        },
        { betType: 'WINGO_VIOLET', lines: [['VIOLET']], total: 10, win: 45, outcome: 'WON' },
        { betType: 'WINGO_NUMBER', lines: [['3']], total: 10, win: 0, outcome: 'LOST' },
        { betType: 'WINGO_SIZE', lines: [['BIG']], total: 10, win: 19.6, outcome: 'WON' },
      ],
    },
    {
      gameCode: 'K3_1M',
      format: 'K3',
      numbers: ['2', '2', '5'],
      tickets: [
        // The sum 9 (25 ways of 216): 216 × 0.96 / 25 = 8.2944 → 8.29×.
        { betType: 'K3_SUM', lines: [['9'], ['10']], total: 20, win: 82.9, outcome: 'WON' },
        { betType: 'K3_SIZE', lines: [['SMALL']], total: 10, win: 19.6, outcome: 'WON' },
        { betType: 'K3_PAIR', lines: [['2']], total: 10, win: 129.6, outcome: 'WON' },
        { betType: 'K3_ANY_TRIPLE', lines: [['ANY']], total: 10, win: 0, outcome: 'LOST' },
      ],
    },
    {
      gameCode: 'ZY_SSC_1M',
      format: 'SSC',
      numbers: ['1', '2', '3', '4', '5'],
      tickets: [
        { betType: 'SSC_DIGIT', lines: [['3:3'], ['1:9']], total: 20, win: 97, outcome: 'WON' },
        { betType: 'SSC_SIZE', lines: [['BIG']], total: 10, win: 0, outcome: 'LOST' },
      ],
    },
    {
      gameCode: 'ZY_PK10_1M',
      format: 'PK10',
      numbers: ['03', '10', '01', '02', '04', '05', '06', '07', '08', '09'],
      tickets: [
        { betType: 'PK10_PLACE', lines: [['1:03']], total: 10, win: 97, outcome: 'WON' },
        { betType: 'PK10_SIZE', lines: [['BIG']], total: 10, win: 0, outcome: 'LOST' },
      ],
    },
    {
      gameCode: 'KENO_2M',
      format: 'KENO',
      numbers: Array.from({ length: 20 }, (_, index) => String(index + 1).padStart(2, '0')),
      tickets: [
        // One of four spots drawn: 3.8× on ৳10 of ৳40, a partial return.
        {
          betType: 'KENO_SPOT',
          lines: [['05'], ['60'], ['70'], ['80']],
          total: 40,
          win: 38,
          outcome: 'RETURNED',
        },
        { betType: 'KENO_SIZE', lines: [['SMALL']], total: 10, win: 19.6, outcome: 'WON' },
      ],
    },
  ];

let ctx: TestContext;
let member: Record<string, string>;
let memberKey: string;
let keyCounter = 0;
const newKey = () => `family-test-${process.pid}-${(keyCounter += 1)}`;

beforeAll(async () => {
  ctx = await createTestContext();
  member = authed(await login(ctx.app, 'demo_member', PASSWORDS.member)) as Record<string, string>;
  memberKey = await memberId(ctx.database.db, 'PADMA', 'demo_member');
});
afterAll(async () => {
  await ctx.close();
});

const get = async <T>(url: string) =>
  body<T>(await ctx.app.inject({ method: 'GET', url, headers: member })).value;
const numero = (gameCode: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/lotto/lgw/games/opened/numero?gameCode=${gameCode}`,
    headers: member,
  });
const bet = (payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/lotto/lgw/bets',
    headers: member,
    payload: { stake: 10, idempotencyKey: newKey(), ...payload },
  });
const mainBalance = async () => (await balances(ctx.database.db, memberKey)).MAIN ?? 0n;
const minor = (amount: number) => BigInt(Math.round(amount * 100));

describe.each(FAMILIES)('$gameCode', ({ gameCode, format, numbers, tickets }) => {
  it('bets, draws, settles once, labels by net result and publishes a draw that verifies', async () => {
    const screen = body<Numero>(await numero(gameCode)).value;
    expect(screen.game.resultFormat).toBe(format);
    const offered = screen.betTypes.map((item) => item.betType);
    expect(offered).toEqual(expect.arrayContaining(tickets.map((ticket) => ticket.betType)));
    expect(screen.betTypes.every((item) => (item.choices?.length ?? 0) > 0)).toBe(true);

    const { open } = screen;
    const commitment = await fixDraw(ctx.database.db, {
      gameCode,
      ...open,
      numbers,
      now: ctx.clock.now(),
    });
    const start = await mainBalance();
    const placed: Bet[] = [];
    for (const ticket of tickets) {
      const response = await bet({
        gameCode,
        period: open.period,
        betType: ticket.betType,
        lines: ticket.lines,
      });
      expect(response.statusCode).toBe(200);
      const value = body<Bet>(response).value;
      expect({ total: value.total, outcome: value.outcome, result: value.result }).toEqual({
        total: ticket.total,
        outcome: 'OPEN',
        result: null,
      });
      placed.push(value);
    }
    const cost = tickets.reduce((sum, ticket) => sum + minor(ticket.total), 0n);
    expect(await mainBalance()).toBe(start - cost);

    // Another family's bet type, or a choice the bet type has not: refused, nothing moves.
    for (const wrong of [
      { betType: format === 'K3' ? 'WINGO_SIZE' : 'K3_SIZE', lines: [['BIG']] },
      { betType: tickets[0]!.betType, lines: [['PURPLE']] },
    ]) {
      const refused = await bet({ gameCode, period: open.period, ...wrong });
      expect(refused.statusCode).toBe(400);
    }
    expect(await mainBalance()).toBe(start - cost);

    ctx.clock.advance(Math.max(0, Date.parse(open.drawAt) - ctx.clock.now().getTime()) + 500);
    const runs = await Promise.all([
      runLotteryJob(ctx.database.db, ctx.clock.now()),
      runLotteryJob(ctx.database.db, ctx.clock.now()),
    ]);
    expect(runs.reduce((sum, run) => sum + run.settled, 0)).toBe(tickets.length);
    expect((await runLotteryJob(ctx.database.db, ctx.clock.now())).settled).toBe(0);

    const wins = tickets.reduce((sum, ticket) => sum + minor(ticket.win), 0n);
    expect(await mainBalance()).toBe(start - cost + wins);
    const mine = (await get<{ list: Bet[] }>(`/lotto/lgw/bets?gameCode=${gameCode}&pageSize=20`))
      .list;
    for (const [index, ticket] of tickets.entries()) {
      const settled = mine.find((row) => row.betId === placed[index]!.betId)!;
      expect({ win: settled.win, outcome: settled.outcome, format: settled.resultFormat }).toEqual({
        win: ticket.win,
        outcome: ticket.outcome,
        format,
      });
      expect(settled.result).toEqual(numbers);
    }

    const results = (
      await get<{ list: Draw[] }>(`/lgw/vn/numeros/opened/game?gameCode=${gameCode}&count=5`)
    ).list;
    const drawn = results.find((draw) => draw.period === open.period)!;
    expect(drawn.numbers).toEqual(numbers);
    expect(drawn.commitment).toBe(commitment);
    expect(recomputeCommitment(drawn.salt!, drawn.numbers!)).toBe(drawn.commitment);
    await assertLedgerConsistent(ctx.database.db);
  });
});

describe('titles that cannot be played', () => {
  const DEAD = ['ZY_11X5_3M', 'SEA_THAI_GOV', 'SEA_MALAY_4D'];

  it('are not listed, open no betting screen and take no bet', async () => {
    const menu = await get<{ list: Array<{ gameCode: string; resultFormat: string | null }> }>(
      '/lgw/vn/games/game_menu?device=WEB',
    );
    const popular = await get<{ list: Array<{ gameCode: string }> }>(
      '/lgw/games/popular?count=100&device=WEB',
    );
    const listed = menu.list.map((game) => game.gameCode);
    expect(listed).toEqual(
      expect.arrayContaining(['WINGO_1M', 'K3_1M', 'ZY_SSC_1M', 'ZY_PK10_1M', 'KENO_2M']),
    );
    expect(menu.list.every((game) => game.resultFormat !== null)).toBe(true);
    for (const code of DEAD) {
      expect(listed).not.toContain(code);
      expect(popular.list.map((game) => game.gameCode)).not.toContain(code);
      expect((await numero(code)).statusCode).toBe(404);
      const refused = await bet({
        gameCode: code,
        period: '202601010000',
        betType: 'WINGO_SIZE',
        lines: [['BIG']],
      });
      expect(refused.statusCode).toBe(404);
    }
  });
});
