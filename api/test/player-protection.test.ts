// On PostgreSQL too: 50 deposits credited at once must end exactly within a limit, and an exclusion must end sessions and refuse money on every brand of the group.
import type { FastifyInstance } from 'fastify';
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
import {
  assertLedgerConsistent,
  balances,
  memberId,
  seamless,
  walletTransfer,
} from './support/wallet.js';
import { memberCalls, ops, opsCall, type Order } from './support/withdrawal.js';

/**
 * Player protection (issue 44): limits counted from the ledger and checked under the wallet's
 * lock, the cooling-off of an increase, the session limit, time-out and self-exclusion across a
 * licence group, and operators who may only tighten.
 */
let ctx: TestContext;
const HOUR = 3_600_000;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

interface Limit {
  kind: string;
  period: string;
  amount: number | null;
  used: number;
  resetsAt: string;
  pending: { amount: number | null; confirmable: boolean } | null;
}
interface Overview {
  limits: Limit[];
  sessionLimit: { minutes: number | null };
  realityCheckMinutes: number | null;
  brandRealityCheckMinutes: number;
  session: {
    startedAt: string;
    netPosition: number;
    realityCheckMinutes: number;
    endsAt: string | null;
  };
}

function protection(app: FastifyInstance, token: string, brand = BRAND1) {
  const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    app.inject({
      method,
      url: `/wps/member/protection${path}`,
      headers: authed(token, brand),
      ...(payload ? { payload } : {}),
    });
  return {
    call,
    overview: async () => body<Overview>(await call('GET', '')).value,
    setLimit: (kind: string, period: string, amount: number | null) =>
      call('PUT', '/limits', { kind, period, amount }),
    confirm: (kind: string, period?: string) =>
      call('POST', '/limits/confirm', period ? { kind, period } : { kind }),
  };
}

const limitOf = (overview: Overview, kind: string, period: string) =>
  overview.limits.find((limit) => limit.kind === kind && limit.period === period)!;

const depositOrder = (token: string, amount: number, key: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/wps/member/deposit/orders',
    headers: authed(token),
    payload: { method: 'bkash', channel: 'bkash-personal', amount, idempotencyKey: key },
  });

const loginResponse = (username: string, brand = BRAND1) =>
  ctx.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: brand,
    payload: { username, password: PASSWORDS.member, type: 'username' },
  });

const memberInfo = (token: string, brand = BRAND1) =>
  ctx.app.inject({ method: 'GET', url: '/wps/member/info', headers: authed(token, brand) });

describe('deposit limit', () => {
  it('50 deposits credited at once end exactly within the daily limit, counted from the ledger', async () => {
    const token = await login(ctx.app, 'demo_member', PASSWORDS.member);
    const member = protection(ctx.app, token);
    const set = await member.setLimit('deposit', 'day', 2_000);
    expect(set.statusCode).toBe(200);
    expect(limitOf(body<Overview>(set).value, 'deposit', 'day')).toMatchObject({
      amount: 2_000,
      used: 0,
      pending: null,
    });
    // Orders all fit on their own (none is credited yet); the credits are what the ledger counts.
    const references: string[] = [];
    for (let i = 0; i < 50; i += 1) {
      const made = await depositOrder(token, 200, `deposit-limit-${i}`);
      expect(body(made).code).toBe(0);
      references.push(body<{ reference: string }>(made).value.reference);
    }
    const credits = await Promise.all(
      references.map((reference) =>
        ctx.app.inject({
          method: 'POST',
          url: `/ops/deposits/${reference}/credit`,
          headers: ops,
          payload: {},
        }),
      ),
    );
    expect(credits.filter((response) => response.statusCode === 200)).toHaveLength(10);
    const refused = credits.filter((response) => response.statusCode !== 200);
    expect(refused).toHaveLength(40);
    for (const response of refused) expect(body(response).code).toBe('PROTECTION_LIMIT');

    const overview = await member.overview();
    expect(limitOf(overview, 'deposit', 'day').used).toBe(2_000);
    const next = await depositOrder(token, 200, 'deposit-limit-after');
    expect(next.statusCode).toBe(403);
    expect(body(next)).toMatchObject({
      code: 'PROTECTION_LIMIT',
      value: {
        kind: 'deposit',
        period: 'day',
        amount: 2_000,
        used: 2_000,
        resetsAt: limitOf(overview, 'deposit', 'day').resetsAt,
      },
    });
    await assertLedgerConsistent(ctx.database.db);
  });

  it('a decrease is at once; an increase waits 24 hours on the clock and then the confirmation', async () => {
    let member = protection(ctx.app, await login(ctx.app, 'demo_member', PASSWORDS.member));
    const raised = body<Overview>(await member.setLimit('deposit', 'week', 10_000)).value;
    expect(limitOf(raised, 'deposit', 'week')).toMatchObject({ amount: 10_000, pending: null });
    const lowered = body<Overview>(await member.setLimit('deposit', 'week', 5_000)).value;
    expect(limitOf(lowered, 'deposit', 'week')).toMatchObject({ amount: 5_000, pending: null });

    const asked = body<Overview>(await member.setLimit('deposit', 'week', 8_000)).value;
    expect(limitOf(asked, 'deposit', 'week')).toMatchObject({
      amount: 5_000,
      pending: { amount: 8_000, confirmable: false },
    });
    expect(body(await member.confirm('deposit', 'week')).code).toBe('LIMIT_COOLING_OFF');

    ctx.clock.advance(23 * HOUR);
    member = protection(ctx.app, await login(ctx.app, 'demo_member', PASSWORDS.member));
    expect(body(await member.confirm('deposit', 'week')).code).toBe('LIMIT_COOLING_OFF');
    ctx.clock.advance(HOUR);
    const confirmed = await member.confirm('deposit', 'week');
    expect(confirmed.statusCode).toBe(200);
    expect(limitOf(body<Overview>(confirmed).value, 'deposit', 'week')).toMatchObject({
      amount: 8_000,
      pending: null,
    });
    expect(body(await member.confirm('deposit', 'week')).code).toBe('NOTHING_TO_CONFIRM');

    // A removal waits the same way.
    const removal = body<Overview>(await member.setLimit('deposit', 'week', null)).value;
    expect(limitOf(removal, 'deposit', 'week')).toMatchObject({
      amount: 8_000,
      pending: { amount: null, confirmable: false },
    });
  });
});

describe('operators', () => {
  const limits = (payload: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/ops/protection/members/PADMA/demo_member/limits',
      headers: ops,
      payload: { reason: 'affordability check', ...payload },
    });

  it('may make a limit stricter, never looser, and see the audit', async () => {
    const looser = await limits({ kind: 'deposit', period: 'week', amount: 9_000 });
    expect(looser.statusCode).toBe(403);
    expect(body(looser).code).toBe('LIMIT_ONLY_STRICTER');
    const stricter = await limits({ kind: 'deposit', period: 'week', amount: 3_000 });
    expect(stricter.statusCode).toBe(200);
    const seen = body<{ limits: Limit[]; audit: Array<{ actor: string; action: string }> }>(
      stricter,
    ).value;
    // A stricter value drops the member's pending removal.
    expect(seen.limits.find((l) => l.kind === 'deposit' && l.period === 'week')).toMatchObject({
      amount: 3_000,
      pending: null,
    });
    expect(seen.audit[0]).toMatchObject({ actor: 'operator', action: 'limit.set' });
    expect(seen.audit.filter((entry) => entry.actor === 'member').length).toBeGreaterThan(3);
    const session = await limits({ kind: 'session', amount: 60 });
    expect(session.statusCode).toBe(200);
  });
});

describe('wager and loss limits', () => {
  const play = (action: 'bet' | 'win', transactionId: string, amount: number) =>
    seamless(ctx.app, action, {
      account: 'demo_sub2',
      transactionId,
      roundId: 'wager-round',
      gameCode: 'PADMA_FORTUNE',
      amount,
    });

  it('refuse a stake past them, then a launch and a transfer with no room left', async () => {
    const token = await login(ctx.app, 'demo_sub2', PASSWORDS.member);
    const member = protection(ctx.app, token);
    expect((await member.setLimit('wager', 'day', 50)).statusCode).toBe(200);
    expect((await play('bet', 'wager-1', 40)).statusCode).toBe(200);
    const past = await play('bet', 'wager-2', 20);
    expect(past.statusCode).toBe(403);
    expect(body(past)).toMatchObject({
      code: 'PROTECTION_LIMIT',
      value: { kind: 'wager', period: 'day', amount: 50, used: 40 },
    });
    expect((await play('bet', 'wager-3', 10)).statusCode).toBe(200);
    expect((await play('win', 'wager-win', 30)).statusCode).toBe(200);
    const overview = await member.overview();
    expect(limitOf(overview, 'wager', 'day').used).toBe(50);
    // The loss is net of the win.
    expect(limitOf(overview, 'loss', 'day').used).toBe(20);
    expect(overview.session.netPosition).toBe(-20);

    const launched = await ctx.app.inject({
      method: 'GET',
      url: '/wps/game/launchGame?vassalage=HOUSE&gameType=RNG&gameCode=PADMA_FORTUNE',
      headers: authed(token),
    });
    expect(body(launched).code).toBe('PROTECTION_LIMIT');
    const transfer = await walletTransfer(ctx.app, token, {
      from: 'MAIN',
      to: 'JILI',
      amount: 10,
      idempotencyKey: 'wager-transfer',
    });
    expect(body(transfer).code).toBe('PROTECTION_LIMIT');
  });
});

describe('session limit', () => {
  it('ends a login that lasted it', async () => {
    const token = await login(ctx.app, 'demo_sub2', PASSWORDS.member);
    const member = protection(ctx.app, token);
    const set = await member.call('PUT', '/session-limit', { minutes: 30 });
    expect(set.statusCode).toBe(200);
    const overview = body<Overview>(set).value;
    expect(overview.sessionLimit.minutes).toBe(30);
    expect(overview.session.realityCheckMinutes).toBe(30);
    expect(Date.parse(overview.session.endsAt!) - Date.parse(overview.session.startedAt)).toBe(
      30 * 60_000,
    );
    ctx.clock.advance(31 * 60_000);
    const ended = await memberInfo(token);
    expect(ended.statusCode).toBe(401);
    expect(body(ended).code).toBe('SESSION_LIMIT_REACHED');
  });
});

describe('time-out', () => {
  it('ends every session at once and refuses logins until it ends', async () => {
    const first = await login(ctx.app, 'demo_agent', PASSWORDS.agent);
    const second = await login(ctx.app, 'demo_agent', PASSWORDS.agent);
    const member = protection(ctx.app, first);
    const wrong = await member.call('POST', '/time-out', { days: 1, password: 'not-it' });
    expect(body(wrong).code).toBe('PASSWORD_INCORRECT');
    const taken = await member.call('POST', '/time-out', { days: 1, password: PASSWORDS.agent });
    expect(taken.statusCode).toBe(200);
    const until = body<{ until: string }>(taken).value.until;
    for (const token of [first, second]) expect((await memberInfo(token)).statusCode).toBe(401);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: BRAND1,
      payload: { username: 'demo_agent', password: PASSWORDS.agent, type: 'username' },
    });
    expect(refused.statusCode).toBe(403);
    expect(body(refused)).toMatchObject({
      code: 'ACCOUNT_EXCLUDED',
      value: { kind: 'TIME_OUT', until },
    });
  });
});

describe('self-exclusion across a licence group', () => {
  const PHONE = '01755500011';
  let sub1: string;
  let meghnaMember: string;

  beforeAll(async () => {
    for (const merchant of ['PADMA', 'MEGHNA']) {
      const grouped = await ctx.app.inject({
        method: 'PUT',
        url: `/ops/brands/${merchant}/protection`,
        headers: ops,
        payload: { licenceGroup: 'BD-ONE', reason: 'one licence' },
      });
      expect(grouped.statusCode).toBe(200);
    }
    sub1 = await memberId(ctx.database.db, 'PADMA', 'demo_sub1');
    meghnaMember = await memberId(ctx.database.db, 'MEGHNA', 'demo_member');
    // The same person: one verified phone on both brands, under other usernames.
    await ctx.database.db
      .updateTable('accounts')
      .set({ mobile_num: PHONE, country_dialing_code: '880', mobile_verified_at: ctx.clock.now() })
      .where('id', 'in', [sub1, meghnaMember])
      .execute();
  });

  const bet = (account: string, merchant: string, transactionId: string) =>
    seamless(
      ctx.app,
      'bet',
      { account, transactionId, roundId: transactionId, gameCode: 'PADMA_FORTUNE', amount: 10 },
      { merchant },
    );

  it('refuses logins, bets and seamless debits on every brand of the group; withdrawals go on', async () => {
    const token = await login(ctx.app, 'demo_sub1', PASSWORDS.member);
    const other = await login(ctx.app, 'demo_member', PASSWORDS.member, BRAND2);
    expect((await bet('demo_sub1', 'PADMA', 'se-before')).statusCode).toBe(200);

    // A withdrawal asked before the exclusion is still paid after it.
    const cashier = memberCalls(ctx.app, token);
    await cashier.setPassword('102938');
    const added = await cashier.addAccount({
      provider: 'BKASH',
      accountNumber: '01712345000',
      holderName: 'Sumon Das',
    });
    const payout = body<Array<{ id: string }>>(added).value[0]!.id;
    const asked = await cashier.withdraw({
      payoutAccountId: payout,
      amount: 500,
      paymentPassword: '102938',
    });
    expect(asked.statusCode).toBe(200);
    const order = body<Order>(asked).value;

    // A reward offered and not yet claimed is forfeited by the exclusion.
    await ctx.database.db
      .insertInto('member_rewards')
      .values({
        brand_id: (
          await ctx.database.db
            .selectFrom('accounts')
            .select('brand_id')
            .where('id', '=', sub1)
            .executeTakeFirstOrThrow()
        ).brand_id,
        account_id: sub1,
        source: 'OPERATOR',
        source_key: 'protection-test',
        title: 'Welcome back',
        amount_minor: 1_000n,
        payout: 'BONUS',
        turnover_multiple: 1,
        created_at: ctx.clock.now(),
      })
      .execute();

    const excluded = await protection(ctx.app, token).call('POST', '/self-exclusion', {
      period: '6m',
      password: PASSWORDS.member,
    });
    expect(excluded.statusCode).toBe(200);
    const { until } = body<{ until: string }>(excluded).value;

    for (const [session, brand] of [
      [token, BRAND1],
      [other, BRAND2],
    ] as const)
      expect((await memberInfo(session, brand)).statusCode).toBe(401);
    for (const [username, brand] of [
      ['demo_sub1', BRAND1],
      ['demo_member', BRAND2],
    ] as const) {
      const refused = await loginResponse(username, brand);
      expect(refused.statusCode).toBe(403);
      expect(body(refused)).toMatchObject({
        code: 'ACCOUNT_EXCLUDED',
        value: { kind: 'SELF_EXCLUSION', until },
      });
    }
    for (const [account, merchant] of [
      ['demo_sub1', 'PADMA'],
      ['demo_member', 'MEGHNA'],
    ] as const) {
      const debit = await bet(account, merchant, `se-${merchant}`);
      expect(debit.statusCode).toBe(403);
      expect(body(debit)).toMatchObject({ code: 'ACCOUNT_EXCLUDED', value: { until } });
    }
    // Another person of the group (no shared identity) is not touched.
    expect((await loginResponse('demo_member', BRAND1)).statusCode).toBe(200);

    const rewards = await ctx.database.db
      .selectFrom('member_rewards')
      .select('state')
      .where('account_id', '=', sub1)
      .where('source_key', '=', 'protection-test')
      .execute();
    expect(rewards).toEqual([{ state: 'close' }]);
    // A brand-wide message (marketing) does not reach the excluded account.
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/ops/messages',
      headers: ops,
      payload: {
        brand: 'PADMA',
        to: { kind: 'brand' },
        title: 'Weekend bonus',
        body: 'Your weekend bonus is ready.',
        idempotencyKey: 'protection-marketing',
      },
    });
    expect(sent.statusCode).toBe(200);
    const inbox = await ctx.database.db
      .selectFrom('member_messages')
      .select('account_id')
      .where('title', '=', 'Weekend bonus')
      .execute();
    expect(inbox.length).toBeGreaterThan(0);
    expect(inbox.map((row) => row.account_id)).not.toContain(sub1);

    expect((await opsCall(ctx.app, 'approve', order.id)).statusCode).toBe(200);
    expect((await opsCall(ctx.app, 'disburse', order.id)).statusCode).toBe(200);

    // A new withdrawal needs no login: the login and payment passwords, once per request key.
    const withdraw = (username: string, paymentPassword: string, requestKey: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/wps/member/protection/withdrawal',
        headers: { merchant: 'PADMA' },
        payload: { username, password: PASSWORDS.member, paymentPassword, requestKey },
      });
    const wrong = await withdraw('demo_sub1', '000000', 'excluded-withdrawal-0');
    expect(body(wrong).code).toBe('PAYMENT_PASSWORD_INVALID');
    const mainBefore = (await balances(ctx.database.db, sub1)).MAIN!;
    const first = await withdraw('demo_sub1', '102938', 'excluded-withdrawal-1');
    expect(first.statusCode).toBe(200);
    const again = await withdraw('demo_sub1', '102938', 'excluded-withdrawal-1');
    const paidOut = body<Order>(first).value;
    expect(body<Order>(again).value.id).toBe(paidOut.id);
    expect(paidOut).toMatchObject({ status: 'pending', payout: { provider: 'BKASH' } });
    expect(BigInt(Math.round(paidOut.amount * 100))).toBe(
      mainBefore - (await balances(ctx.database.db, sub1)).MAIN!,
    );
    // An open account withdraws after logging in, as always.
    expect(body(await withdraw('demo_member', '102938', 'excluded-withdrawal-2')).code).toBe(
      'NOT_EXCLUDED',
    );

    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/ops/protection/exclusions?group=BD-ONE',
      headers: ops,
    });
    expect(body(listed).value).toEqual([
      expect.objectContaining({
        account: 'demo_sub1',
        merchantCode: 'PADMA',
        kind: 'SELF_EXCLUSION',
        inForce: true,
        accounts: 2,
      }),
    ]);
    await assertLedgerConsistent(ctx.database.db);
  });

  it('cannot be shortened or lifted, even in the database', async () => {
    const db = ctx.database.db;
    await expect(
      db
        .updateTable('exclusions')
        .set({ until: ctx.clock.now() })
        .where('member_id', '=', sub1)
        .execute(),
    ).rejects.toThrow(/cannot be shortened/);
    await expect(
      db.deleteFrom('exclusions').where('member_id', '=', sub1).execute(),
    ).rejects.toThrow(/cannot be lifted/);
  });

  it('after it ends, the account opens only 24 hours after the member asks to return', async () => {
    const ask = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/wps/member/protection/return',
        headers: BRAND1,
        payload: { username: 'demo_sub1', password: PASSWORDS.member },
      });
    expect(body(await ask()).code).toBe('RETURN_NOT_DUE');
    ctx.clock.advance(200 * 24 * HOUR);
    const waiting = await loginResponse('demo_sub1');
    expect(body(waiting)).toMatchObject({
      code: 'ACCOUNT_EXCLUDED',
      value: { kind: 'SELF_EXCLUSION', returnRequired: true },
    });
    const asked = await ask();
    expect(asked.statusCode).toBe(200);
    const { returnAt } = body<{ returnAt: string }>(asked).value;
    expect(Date.parse(returnAt) - ctx.clock.now().getTime()).toBe(24 * HOUR);
    expect(body(await loginResponse('demo_sub1'))).toMatchObject({
      code: 'ACCOUNT_EXCLUDED',
      value: { until: returnAt },
    });
    ctx.clock.advance(24 * HOUR);
    expect((await loginResponse('demo_sub1')).statusCode).toBe(200);
  });
});
