// On PostgreSQL too: the report cuts days with the database's `at time zone` and its zone data.
import type { AuditEntry, DailyReport, DayFigures } from '@site/contracts';
import { creditedDeposit } from './support/deposit.js';
import { signInOperator } from './support/operators.js';
import {
  latestSmsCode,
  registrationForm,
  requestRegisterSms,
  smsRecipient,
  solvedCaptcha,
} from './support/security.js';
import {
  authed,
  BRAND1,
  body,
  createTestContext,
  login,
  OPS_TOKEN,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';
import { houseGameCode, houseRound } from './support/wallet.js';
import { memberCalls, ops, opsCall, type Order } from './support/withdrawal.js';

/**
 * The operator's daily report (issue 45 item 8) made of real movements on one day of PADMA
 * (Asia/Dhaka, UTC+6): a registration, a withdrawal paid out, a credited deposit, two house
 * rounds (one won), a claimed reward. They happen at 01:00 in Dhaka, still the day before in
 * UTC, so a report cut at UTC midnight would put them on the wrong day. Then who may read it,
 * and the audit trail's search.
 */
let ctx: TestContext;
let day: string;
let dayBefore: string;
let startedAt: string;
const DAY_MS = 86_400_000;
const IP = '10.45.8.1';

const report = (query: string, headers: Record<string, string> = ops) =>
  ctx.app.inject({ method: 'GET', url: `/ops/reports/daily?${query}`, headers });
const figures = async (query: string) => {
  const response = await report(query);
  expect(response.statusCode).toBe(200);
  return body<DailyReport>(response).value;
};
const audit = async (query: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/ops/audit?${query}`,
    headers: ops,
  });
  expect(response.statusCode).toBe(200);
  return body<AuditEntry[]>(response).value;
};

async function registerPlayer(username: string, mobileNum: string) {
  expect((await requestRegisterSms(ctx.app, BRAND1, IP, mobileNum)).statusCode).toBe(200);
  const verificationCode = await latestSmsCode(ctx.database.db, smsRecipient(mobileNum));
  const captcha = await solvedCaptcha(ctx.app, ctx.clock, IP, BRAND1);
  const response = await ctx.app.inject({
    method: 'PUT',
    url: '/wps/member/register',
    headers: BRAND1,
    remoteAddress: IP,
    payload: registrationForm({ username, mobileNum, verificationCode, captcha }),
  });
  expect(response.statusCode).toBe(200);
}

beforeAll(async () => {
  ctx = await createTestContext();
  // 01:00 in Dhaka (19:00 UTC the day before) of a day a month ahead, clear of the seed's.
  const utcDay = new Date(ctx.clock.now().getTime() + 30 * DAY_MS).toISOString().slice(0, 10);
  day = utcDay;
  dayBefore = new Date(Date.parse(utcDay) - DAY_MS).toISOString().slice(0, 10);
  ctx.clock.advance(Date.parse(`${dayBefore}T19:00:00Z`) - ctx.clock.now().getTime());
  startedAt = ctx.clock.now().toISOString();

  await registerPlayer('reportnewbie', '01822222222');
  const token = await login(ctx.app, 'demo_member', PASSWORDS.member);
  // Paid out before the deposit: a fresh deposit's turnover would hold a withdrawal back.
  const member = memberCalls(ctx.app, token);
  expect((await member.setPassword('246810')).statusCode).toBe(200);
  const added = await member.addAccount({
    provider: 'BKASH',
    accountNumber: '01712345678',
    holderName: 'Rahim Uddin',
  });
  const [account] = body<Array<{ id: string }>>(added).value;
  const ordered = await member.withdraw({
    payoutAccountId: account!.id,
    amount: 300,
    paymentPassword: '246810',
  });
  const order = body<Order>(ordered).value;
  expect((await opsCall(ctx.app, 'approve', order.id)).statusCode).toBe(200);
  expect((await opsCall(ctx.app, 'disburse', order.id)).statusCode).toBe(200);

  await creditedDeposit(ctx.app, authed(token) as Record<string, string>, 500, 'report-deposit');
  const gameCode = await houseGameCode(ctx.app);
  await houseRound(
    ctx.app,
    'demo_member',
    { id: 'report-r1', gameCode, stake: 100 },
    { win: 250.5 },
  );
  await houseRound(ctx.app, 'demo_member', { id: 'report-r2', gameCode, stake: 40.25 }, { win: 0 });

  const granted = await ctx.app.inject({
    method: 'POST',
    url: '/ops/rewards',
    headers: ops,
    payload: {
      brand: 'PADMA',
      account: 'demo_member',
      amount: '25.50',
      kind: 'CASH',
      reason: 'Report test',
      idempotencyKey: 'report-reward',
    },
  });
  const rewardId = body<{ reward: { id: string } }>(granted).value.reward.id;
  const claimed = await ctx.app.inject({
    method: 'POST',
    url: '/wps/member/rewards/claim',
    headers: authed(token),
    payload: { id: rewardId },
  });
  expect(claimed.statusCode).toBe(200);
});
afterAll(async () => {
  await ctx.close();
});

const EMPTY_DAY = {
  deposits: { count: 0, amount: 0 },
  withdrawals: { count: 0, amount: 0 },
  stake: 0,
  payout: 0,
  ggr: 0,
  bonusCost: 0,
  ngr: 0,
  activePlayers: 0,
  newPlayers: 0,
  products: [],
};

describe('GET /ops/reports/daily', () => {
  it("counts each movement on the brand's day, to the cent", async () => {
    const value = await figures(`brand=PADMA&from=${dayBefore}&to=${day}`);
    expect(value.brands).toEqual([{ brand: 'PADMA', timeZone: 'Asia/Dhaka' }]);
    const expected: DayFigures = {
      day,
      brand: 'PADMA',
      deposits: { count: 1, amount: 500 },
      withdrawals: { count: 1, amount: 300 },
      stake: 140.25,
      payout: 250.5,
      ggr: -110.25,
      bonusCost: 25.5,
      ngr: -135.75,
      activePlayers: 1,
      newPlayers: 1,
      products: [{ product: 'RNG', rounds: 2, stake: 140.25, payout: 250.5, ggr: -110.25 }],
    };
    expect(value.days).toEqual([{ day: dayBefore, brand: 'PADMA', ...EMPTY_DAY }, expected]);
    const { day: _day, brand: _brand, ...totals } = expected;
    expect(value.totals).toEqual(totals);
  });

  it('reports every brand the operator may see, each day with a row', async () => {
    const value = await figures(`from=${day}&to=${day}`);
    expect(value.brands.map((brand) => brand.brand)).toEqual(['MEGHNA', 'PADMA']);
    expect(value.days.map((row) => `${row.day} ${row.brand}`)).toEqual([
      `${day} MEGHNA`,
      `${day} PADMA`,
    ]);
    expect(value.days[0]).toMatchObject(EMPTY_DAY);
    expect(value.totals.deposits).toEqual({ count: 1, amount: 500 });
  });

  it('is for finance and admins, within their brands', async () => {
    const create = (username: string, roles: string[], brands?: string[]) =>
      ctx.app.inject({
        method: 'POST',
        url: '/ops/operators',
        headers: { authorization: `Bearer ${OPS_TOKEN}` },
        payload: { username, password: 'a-long-operator-password', roles, brands },
      });
    expect((await create('meghna.cash', ['finance'], ['MEGHNA'])).statusCode).toBe(200);
    expect((await create('helpdesk', ['support'])).statusCode).toBe(200);
    const finance = {
      authorization: `Bearer ${await signInOperator(ctx, 'meghna.cash', 'a-long-operator-password')}`,
    };
    const own = await report(`from=${day}&to=${day}`, finance);
    expect(body<DailyReport>(own).value.brands.map((brand) => brand.brand)).toEqual(['MEGHNA']);
    expect(body(await report(`brand=PADMA&from=${day}&to=${day}`, finance)).code).toBe(
      'OPERATOR_FORBIDDEN',
    );
    const support = {
      authorization: `Bearer ${await signInOperator(ctx, 'helpdesk', 'a-long-operator-password')}`,
    };
    expect((await report(`from=${day}&to=${day}`, support)).statusCode).toBe(403);
  });

  it('refuses unknown brands, backward ranges and more than 92 days (Jan 1 to Apr 2 is 92)', async () => {
    expect((await report(`brand=NOPE&from=${day}&to=${day}`)).statusCode).toBe(404);
    expect((await report(`from=${day}&to=${dayBefore}`)).statusCode).toBe(400);
    expect((await report('from=2026-01-01&to=2026-04-03')).statusCode).toBe(400);
    expect((await report('from=2026-01-01&to=2026-04-02')).statusCode).toBe(200);
    expect((await report('from=2026-02-30&to=2026-03-01')).statusCode).toBe(400);
  });
});

describe('GET /ops/audit search', () => {
  it('finds by operator, action family, target and time', async () => {
    const withdrawals = await audit(`action=withdrawal&from=${startedAt}`);
    expect(withdrawals.map((entry) => entry.action)).toEqual([
      'withdrawal.disburse',
      'withdrawal.approve',
    ]);
    const [disburse] = withdrawals;
    expect(
      await audit(`targetType=${disburse!.targetType}&targetId=${disburse!.targetId}`),
    ).toEqual(withdrawals);
    expect(await audit(`action=withdrawal.approve&from=${startedAt}`)).toEqual([withdrawals[1]]);
    // A family is whole words: `withdraw` is no family of `withdrawal.approve`.
    expect(await audit(`action=withdraw&from=${startedAt}`)).toEqual([]);
    expect(await audit(`operator=root&to=${startedAt}&action=withdrawal`)).toEqual([]);
    const created = await audit('operator=root&action=operator.create');
    expect(created.map((entry) => (entry.after as { username: string }).username)).toEqual([
      'helpdesk',
      'meghna.cash',
    ]);
    expect((await audit('operator=nobody')).length).toBe(0);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/ops/audit?from=yesterday',
      headers: ops,
    });
    expect(bad.statusCode).toBe(400);
  });
});
