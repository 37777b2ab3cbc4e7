// On PostgreSQL too: concurrent requests on one member's money.
import { sql } from 'kysely';
import {
  authed,
  body,
  BRAND1,
  createTestContext,
  login,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';
import {
  assertLedgerConsistent,
  balances,
  houseGameCode as catalogueHouseGame,
  insertMemberLike,
  memberId,
  seamless,
} from './support/wallet.js';
import { ops, requestKey } from './support/withdrawal.js';
import { openPointBalance } from '../src/services/points/pointLedger.js';

let ctx: TestContext;
let token: string;
let member: string;
const PAYMENT_PASSWORD = '246810';

beforeAll(async () => {
  ctx = await createTestContext();
  token = await login(ctx.app, 'demo_member', PASSWORDS.member);
  member = await memberId(ctx.app.db, 'PADMA', 'demo_member');
  const set = await call('PUT', '/wps/member/payment-password', { newPassword: PAYMENT_PASSWORD });
  expect(set.statusCode).toBe(200);
});
afterAll(async () => {
  await ctx.close();
});

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = token) {
  return ctx.app.inject({
    method,
    url,
    headers: authed(as, BRAND1),
    ...(payload ? { payload } : {}),
  });
}

const pointBalance = async () =>
  body<{ pointBalance: number }>(await call('GET', '/wps/relay/MCS2_getPointBalance')).value
    .pointBalance;

const rewardBySku = async (sku: string) => {
  const row = await ctx.app.db
    .selectFrom('point_rewards')
    .select(['id', 'stock', 'points_cost'])
    .where('sku', '=', sku)
    .where('brand_id', '=', (eb) =>
      eb.selectFrom('brands').select('id').where('merchant_code', '=', 'PADMA'),
    )
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), stock: row.stock, points: Number(row.points_cost) };
};

let racerCount = 0;
/** A new real member of PADMA with points and the payment password set, logged in. */
async function fundedMember(username: string, points: bigint) {
  const { db } = ctx.app;
  const { id, brandId } = await insertMemberLike(db, member, username);
  await db
    .transaction()
    .execute((trx) => openPointBalance(trx, { brandId, accountId: id }, points, new Date()));
  // Each from its own address: many logins from one address would ask for a captcha.
  const signedIn = await ctx.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: BRAND1,
    remoteAddress: `198.51.100.${(racerCount += 1)}`,
    payload: { username, password: PASSWORDS.member, type: 'username' },
  });
  const memberToken = body<{ token: string }>(signedIn).value.token;
  const set = await call(
    'PUT',
    '/wps/member/payment-password',
    { newPassword: PAYMENT_PASSWORD },
    memberToken,
  );
  expect(set.statusCode).toBe(200);
  return { id, token: memberToken };
}

const redeem = (rewardId: number, extra: Record<string, unknown> = {}) =>
  call('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', {
    rewardId,
    quantity: 1,
    paymentPassword: PAYMENT_PASSWORD,
    requestKey: requestKey(),
    ...extra,
  });

const review = (id: string, action: 'approve' | 'reject', payload: object = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/ops/points/redemptions/${id}/${action}`,
    headers: ops,
    payload: action === 'reject' ? { remark: 'Out of stock at the supplier', ...payload } : payload,
  });

/** The point ledger's invariants: every transaction and the whole sum to zero; balances match. */
async function assertPointLedgerConsistent() {
  const unbalanced = await sql`select transaction_id from point_entries
    group by transaction_id having sum(amount) <> 0 or count(*) <> 2`.execute(ctx.app.db);
  expect(unbalanced.rows).toEqual([]);
  const drift = await sql`select p.account_id from point_accounts p
    left join point_entries e on e.account_id = p.account_id and e.pool = 'MEMBER'
    group by p.account_id, p.balance having p.balance <> coalesce(sum(e.amount), 0)`.execute(
    ctx.app.db,
  );
  expect(drift.rows).toEqual([]);
}

const houseGameCode = () => catalogueHouseGame(ctx.app);

describe('points earned from play', () => {
  it('a settled house round earns points at the category rate, once per round', async () => {
    const before = await pointBalance();
    const gameCode = await houseGameCode();
    const round = { account: 'demo_member', roundId: 'points-round-1', gameCode };
    const bet = await seamless(ctx.app, 'bet', { ...round, transactionId: 'p1-bet', amount: 25 });
    expect(bet.statusCode).toBe(200);
    // Not settled yet: an open round earns nothing.
    expect(await pointBalance()).toBe(before);
    const win = { ...round, transactionId: 'p1-win', amount: 0 };
    expect((await seamless(ctx.app, 'win', win)).statusCode).toBe(200);
    // RNG earns 100 points per ৳100 of valid bet: ৳25 earns 25.
    expect(await pointBalance()).toBe(before + 25);
    // A replayed win and a second win credit on the same round earn nothing more.
    expect((await seamless(ctx.app, 'win', win)).statusCode).toBe(200);
    await seamless(ctx.app, 'win', { ...round, transactionId: 'p1-win-2', amount: 1 });
    expect(await pointBalance()).toBe(before + 25);

    const details = body<{ list: Array<{ kind: string; points: number; detail: object }> }>(
      await call('GET', '/wps/relay/ODSFE2_MemTransDet?direction=earned&pageSize=5'),
    ).value;
    expect(details.list[0]).toMatchObject({
      kind: 'EARN',
      points: 25,
      detail: { gameCode, category: 'RNG' },
    });
    await assertPointLedgerConsistent();
  });

  it('a free-play account earns no points', async () => {
    const trial = await memberId(ctx.app.db, 'PADMA', 'demo_trial');
    const gameCode = await houseGameCode();
    const round = { account: 'demo_trial', roundId: 'points-trial-1', gameCode };
    await seamless(ctx.app, 'bet', { ...round, transactionId: 'pt-bet', amount: 10 });
    await seamless(ctx.app, 'win', { ...round, transactionId: 'pt-win', amount: 0 });
    const earned = await ctx.app.db
      .selectFrom('point_transactions')
      .select('id')
      .where('account_id', '=', trial)
      .where('kind', '=', 'EARN')
      .execute();
    expect(earned).toEqual([]);
  });
});

describe('redemption', () => {
  it('refuses a wrong payment password and too few points with clear messages, changing nothing', async () => {
    const reward = await rewardBySku('MOBILE_RECHARGE_100');
    const before = await pointBalance();

    const wrong = await redeem(reward.id, { paymentPassword: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong)).toMatchObject({
      code: 'PAYMENT_PASSWORD_INVALID',
      message: 'The payment password is incorrect',
      value: { attemptsLeft: 4 },
    });

    const phone = await rewardBySku('SMARTPHONE');
    const poor = await redeem(phone.id);
    expect(poor.statusCode).toBe(400);
    expect(body(poor)).toMatchObject({
      code: 'INSUFFICIENT_POINTS',
      message: 'You do not have enough points',
      value: { balance: before, needed: phone.points },
    });

    const tooMany = await redeem(reward.id, { quantity: 6 });
    expect(body(tooMany)).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { field: 'quantity' },
    });

    expect(await pointBalance()).toBe(before);
    expect((await rewardBySku('MOBILE_RECHARGE_100')).stock).toBe(reward.stock);
    expect((await rewardBySku('SMARTPHONE')).stock).toBe(phone.stock);
    const history = body<{ total: number }>(
      await call('GET', '/wps/relay/MCS2_getRedeemPointList'),
    );
    expect(history.value.total).toBe(0);
  });

  it('50 concurrent redemptions of the last item in stock: exactly one succeeds', async () => {
    // Ten members, five submits each: a member's payment password counts at most five
    // concurrent checks before it locks, so the race is the stock's, not the password's.
    const racers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => fundedMember(`points_racer_${index}`, 1_000n)),
    );
    const reward = await rewardBySku('FREE_SPINS_20');
    await ctx.app.db
      .updateTable('point_rewards')
      .set({ stock: 1 })
      .where('id', '=', String(reward.id))
      .execute();

    const answers = await Promise.all(
      racers.flatMap((racer) =>
        Array.from({ length: 5 }, () =>
          call(
            'POST',
            '/wps/relay/passwordCheck/MCS2_redeemPointReward',
            {
              rewardId: reward.id,
              quantity: 1,
              paymentPassword: PAYMENT_PASSWORD,
              requestKey: requestKey(),
            },
            racer.token,
          ),
        ),
      ),
    );
    expect(answers).toHaveLength(50);
    const won = answers.filter((answer) => answer.statusCode === 200);
    expect(won).toHaveLength(1);
    const lost = answers.filter((answer) => answer.statusCode !== 200);
    expect(new Set(lost.map((answer) => body(answer).code))).toEqual(new Set(['REWARD_SOLD_OUT']));
    expect((await rewardBySku('FREE_SPINS_20')).stock).toBe(0);
    const left = await ctx.app.db
      .selectFrom('point_accounts')
      .select((eb) => eb.fn.sum<string>('balance').as('total'))
      .where(
        'account_id',
        'in',
        racers.map((racer) => racer.id),
      )
      .executeTakeFirstOrThrow();
    expect(Number(left.total)).toBe(10 * 1_000 - reward.points);
    await assertPointLedgerConsistent();
  });

  it('a repeated submit answers with the same redemption and spends once', async () => {
    const reward = await rewardBySku('MOBILE_RECHARGE_100');
    const before = await pointBalance();
    const key = requestKey();
    const [first, second] = await Promise.all([
      redeem(reward.id, { requestKey: key }),
      redeem(reward.id, { requestKey: key }),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    type Result = { redemption: { id: string; status: string } };
    expect(body<Result>(first).value.redemption.id).toBe(body<Result>(second).value.redemption.id);
    expect(body<Result>(first).value.redemption.status).toBe('in_process');
    expect(await pointBalance()).toBe(before - reward.points);
    expect((await rewardBySku('MOBILE_RECHARGE_100')).stock).toBe(reward.stock - 1);
  });

  it('a rejection refunds the points and the stock once, and tells the member', async () => {
    const reward = await rewardBySku('MOBILE_RECHARGE_100');
    const before = await pointBalance();
    const placed = await redeem(reward.id, { quantity: 2 });
    expect(placed.statusCode).toBe(200);
    const { redemption } = body<{ redemption: { id: string } }>(placed).value;
    expect(await pointBalance()).toBe(before - 2 * reward.points);

    const [one, two] = await Promise.all([
      review(redemption.id, 'reject'),
      review(redemption.id, 'reject'),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    expect(await pointBalance()).toBe(before);
    expect((await rewardBySku('MOBILE_RECHARGE_100')).stock).toBe(reward.stock);
    // Approving it afterwards is refused and changes nothing.
    const late = await review(redemption.id, 'approve');
    expect(late.statusCode).toBe(409);
    expect(body(late).code).toBe('REDEMPTION_STATE');
    expect(await pointBalance()).toBe(before);

    const history = body<{ list: Array<{ id: string; status: string; remark: string | null }> }>(
      await call('GET', '/wps/relay/MCS2_getRedeemPointList?status=rejected'),
    ).value;
    expect(history.list[0]).toMatchObject({
      id: redemption.id,
      status: 'rejected',
      remark: 'Out of stock at the supplier',
    });
    const message = await ctx.app.db
      .selectFrom('member_messages')
      .select(['type', 'params'])
      .where('account_id', '=', member)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(message).toMatchObject({
      type: 'points_redemption_rejected',
      params: { quantity: 2, points: 2 * reward.points, reason: 'Out of stock at the supplier' },
    });
    await assertPointLedgerConsistent();
  });

  it('an approval keeps the points spent and shows in the history', async () => {
    const reward = await rewardBySku('MOBILE_RECHARGE_100');
    const placed = body<{ redemption: { id: string } }>(await redeem(reward.id)).value;
    const after = await pointBalance();
    const ordersEvents = () =>
      ctx.app.db
        .selectFrom('member_events as e')
        .innerJoin('point_redemptions as r', 'r.account_id', 'e.account_id')
        .select('e.id')
        .where('r.id', '=', placed.redemption.id)
        .where('e.kind', '=', 'orders')
        .execute();
    const eventsBefore = (await ordersEvents()).length;
    const approved = await review(placed.redemption.id, 'approve', { remark: 'Sent to 017…' });
    expect(approved.statusCode).toBe(200);
    // The member's open pages follow live (issue 40 item 10): one `orders` event.
    expect((await ordersEvents()).length).toBe(eventsBefore + 1);
    expect(body(approved).value).toMatchObject({ status: 'approved', member: 'demo_member' });
    expect(await pointBalance()).toBe(after);
    const audit = await ctx.app.db
      .selectFrom('operator_audit')
      .select('action')
      .where('target_type', '=', 'point_redemption')
      .where('target_id', '=', placed.redemption.id)
      .execute();
    expect(audit).toEqual([{ action: 'points.redemption.approve' }]);
  });

  it("the operator's queue filters by age and by points in all (the console's filters)", async () => {
    const reward = await rewardBySku('MOBILE_RECHARGE_100');
    const placed = body<{ redemption: { id: string; pointsTotal: number } }>(
      await redeem(reward.id),
    ).value.redemption;
    const list = async (query: string) => {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: `/ops/points/redemptions?status=in_process&pageSize=100&${query}`,
        headers: ops,
      });
      expect(answer.statusCode).toBe(200);
      return body<{ list: { id: string; pointsTotal: number }[] }>(answer).value.list;
    };
    const exact = await list(`minPoints=${placed.pointsTotal}&maxPoints=${placed.pointsTotal}`);
    expect(exact.map((row) => row.id)).toContain(placed.id);
    expect(exact.every((row) => row.pointsTotal === placed.pointsTotal)).toBe(true);
    expect(
      await list(`minPoints=${placed.pointsTotal + 1}&maxPoints=${placed.pointsTotal + 1}`),
    ).not.toContainEqual(expect.objectContaining({ id: placed.id }));
    expect((await list('minAgeMinutes=5')).map((row) => row.id)).not.toContain(placed.id);
    ctx.clock.advance(5 * 60_000);
    expect((await list('minAgeMinutes=5')).map((row) => row.id)).toContain(placed.id);
    // Left in process for no one: it is rejected, as the other tests expect stock back.
    expect((await review(placed.id, 'reject')).statusCode).toBe(200);
  });

  it("another brand's operator cannot review, and a member cannot see another's redemptions", async () => {
    const other = await login(ctx.app, 'demo_sub1', PASSWORDS.member);
    const history = body<{ total: number }>(
      await call('GET', '/wps/relay/MCS2_getRedeemPointList', undefined, other),
    ).value;
    expect(history.total).toBe(0);
    const noToken = await ctx.app.inject({
      method: 'POST',
      url: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
      headers: BRAND1,
      payload: { rewardId: 1, quantity: 1, paymentPassword: '1', requestKey: requestKey() },
    });
    expect(noToken.statusCode).toBe(401);
    const stranger = await ctx.app.inject({
      method: 'POST',
      url: '/ops/points/redemptions/1/approve',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(stranger.statusCode).toBe(401);
  });
});

describe('conversion to money', () => {
  const convert = (points: number, extra: Record<string, unknown> = {}) =>
    call('POST', '/wps/relay/passwordCheck/MCS2_convertPoint', {
      points,
      paymentPassword: PAYMENT_PASSWORD,
      requestKey: requestKey(),
      ...extra,
    });

  it('reports the ratio', async () => {
    const config = body(await call('GET', '/wps/relay/MCS2_getPointConfig')).value;
    expect(config).toMatchObject({
      pointsPerUnit: 100,
      minConvertPoints: 100,
      convertStep: 1,
      currency: 'BDT',
      expires: false,
    });
  });

  it('converts at the ratio, crediting the wallet through the ledger once', async () => {
    const before = await pointBalance();
    const wallet = (await balances(ctx.app.db, member)).MAIN!;
    const key = requestKey();
    const [first, replay] = await Promise.all([
      convert(1_000, { requestKey: key }),
      convert(1_000, { requestKey: key }),
    ]);
    expect(first.statusCode).toBe(200);
    expect(body(first).value).toMatchObject({
      points: 1_000,
      amount: 10,
      pointBalance: before - 1_000,
    });
    expect(body(replay).value).toEqual(body(first).value);
    expect(await pointBalance()).toBe(before - 1_000);
    expect((await balances(ctx.app.db, member)).MAIN).toBe(wallet + 10_00n);
    const booked = await ctx.app.db
      .selectFrom('wallet_transactions')
      .select('kind')
      .where('member_id', '=', member)
      .where('idempotency_key', '=', `point-conversion:${key}`)
      .execute();
    expect(booked).toEqual([{ kind: 'REDEMPTION' }]);
    await assertLedgerConsistent(ctx.app.db);
    await assertPointLedgerConsistent();
  });

  it('refuses too few points, more than the balance and a wrong password, changing nothing', async () => {
    const before = await pointBalance();
    const wallet = (await balances(ctx.app.db, member)).MAIN!;
    expect(body(await convert(50))).toMatchObject({
      code: 'POINTS_CONVERT_MIN',
      value: { min: 100 },
    });
    expect(body(await convert(before + 100))).toMatchObject({
      code: 'INSUFFICIENT_POINTS',
      value: { balance: before },
    });
    expect(body(await convert(100, { paymentPassword: '111111' })).code).toBe(
      'PAYMENT_PASSWORD_INVALID',
    );
    expect(await pointBalance()).toBe(before);
    expect((await balances(ctx.app.db, member)).MAIN).toBe(wallet);
  });
});
