// On PostgreSQL too: concurrent requests on one member's money.
import { sql } from 'kysely';
import {
  body,
  createTestContext,
  login,
  OPS_TOKEN,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';
import { assertLedgerConsistent, balances, memberId } from './support/wallet.js';
import { memberCalls, opsCall, ops, requestKey } from './support/withdrawal.js';

/**
 * Issue 40 item 11: the remainder of a partly received withdrawal is settled by the operator,
 * paid (with its reference) or closed (the remaining amount back to the member's MAIN once, with
 * the reason the member reads), through a state machine the database enforces; a replay answers
 * with the order as it is, a race pays once. Item 10: each operator step puts an `orders` event
 * into the member's live outbox.
 */
interface Remainder {
  state: 'open' | 'paid' | 'closed';
  reference: string | null;
  reason: string | null;
  resolvedAt: string | null;
}
interface Order {
  id: string;
  orderNo: string;
  status: string;
  receivedAmount: number | null;
  remainingAmount: number | null;
  remainder: Remainder | null;
}

let ctx: TestContext;
let member: ReturnType<typeof memberCalls>;
let memberAccount: string;
let payout: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await sql`update brands set config = jsonb_set(config, '{withdrawal,dailyMaxCount}', '100'::jsonb)`.execute(
    ctx.database.db,
  );
  member = memberCalls(ctx.app, await login(ctx.app, 'demo_sub1', PASSWORDS.member));
  memberAccount = await memberId(ctx.database.db, 'PADMA', 'demo_sub1');
  expect((await member.setPassword('102938')).statusCode).toBe(200);
  const added = await member.addAccount({
    provider: 'BKASH',
    accountNumber: '01712345001',
    holderName: 'Sumon Das',
  });
  payout = body<Array<{ id: string }>>(added).value[0]!.id;
});
afterAll(async () => {
  await ctx.close();
});

const remainder = (id: string, payload: object, headers: Record<string, string> = ops) =>
  ctx.app.inject({
    method: 'POST',
    url: `/ops/withdrawals/${id}/remainder`,
    headers,
    payload,
  });

const main = async () => (await balances(ctx.database.db, memberAccount)).MAIN!;

/** A ৳1,000 order the member says arrived as ৳600, ৳400 missing. */
async function partlyReceived(): Promise<Order> {
  const made = await member.withdraw({
    payoutAccountId: payout,
    amount: 1000,
    paymentPassword: '102938',
    requestKey: requestKey(),
  });
  expect(made.statusCode).toBe(200);
  const { id } = body<Order>(made).value;
  expect((await opsCall(ctx.app, 'approve', id)).statusCode).toBe(200);
  expect((await opsCall(ctx.app, 'disburse', id)).statusCode).toBe(200);
  const confirmed = await member.receipt(id, {
    outcome: 'partly_received',
    receivedAmount: 600,
    remainingAmount: 400,
  });
  expect(confirmed.statusCode).toBe(200);
  return body<Order>(confirmed).value;
}

const mine = async (id: string) =>
  body<{ list: Order[] }>(await member.list('?pageSize=50')).value.list.find(
    (order) => order.id === id,
  )!;

/** The inbox messages the member has about one order's remainder, as the member reads them. */
async function remainderMessages(order: Order) {
  const inbox = await member.call('GET', '/wps/member/messages?pageSize=50');
  expect(inbox.statusCode).toBe(200);
  return body<{ list: Array<{ type: string; params: Record<string, unknown> }> }>(
    inbox,
  ).value.list.filter(
    (message) =>
      message.type.startsWith('withdrawal_remainder') && message.params.orderNo === order.orderNo,
  );
}

const remainderRefunds = (id: string) =>
  ctx.database.db
    .selectFrom('wallet_transactions')
    .select('id')
    .where('kind', '=', 'WITHDRAWAL_REFUND')
    .where('idempotency_key', '=', `withdrawal-remainder-refund:${id}`)
    .execute();

describe('the remainder of a partly received withdrawal', () => {
  it('is open for the member to see once the order is partly received', async () => {
    const order = await partlyReceived();
    expect(order.remainder).toEqual({
      state: 'open',
      reference: null,
      reason: null,
      resolvedAt: null,
    });
    expect(order.remainingAmount).toBe(400);
  });

  it('closed: the remaining amount goes back to the balance once, the member reads the reason', async () => {
    const order = await partlyReceived();
    const before = await main();
    const closed = await remainder(order.id, {
      outcome: 'closed',
      reason: 'The bank returned ৳400; it is back in your balance',
    });
    expect(closed.statusCode).toBe(200);
    expect(await main()).toBe(before + 40_000n);
    const seen = await mine(order.id);
    expect(seen.status).toBe('partly_received');
    expect(seen.remainder).toMatchObject({
      state: 'closed',
      reason: 'The bank returned ৳400; it is back in your balance',
      reference: null,
    });
    expect(seen.remainder!.resolvedAt).not.toBeNull();

    // The same step again answers with the order as it is and moves nothing.
    const replay = await remainder(order.id, {
      outcome: 'closed',
      reason: 'The bank returned ৳400; it is back in your balance',
    });
    expect(replay.statusCode).toBe(200);
    expect(await main()).toBe(before + 40_000n);
    expect(await remainderRefunds(order.id)).toHaveLength(1);
    // The member is told once, with the amount returned and the reason.
    expect(await remainderMessages(order)).toEqual([
      expect.objectContaining({
        type: 'withdrawal_remainder_closed',
        params: {
          amount: '400.00',
          orderNo: order.orderNo,
          reason: 'The bank returned ৳400; it is back in your balance',
        },
      }),
    ]);
    // Another resolution of a settled remainder is refused.
    const other = await remainder(order.id, { outcome: 'paid', reference: 'BK-9' });
    expect(other.statusCode).toBe(409);
    expect(body(other).code).toBe('WITHDRAWAL_STATE');

    const audit = await ctx.database.db
      .selectFrom('operator_audit')
      .select(['action', 'reason'])
      .where('target_id', '=', order.id)
      .where('action', 'like', 'withdrawal.remainder%')
      .execute();
    expect(audit).toEqual([
      {
        action: 'withdrawal.remainder_closed',
        reason: 'The bank returned ৳400; it is back in your balance',
      },
    ]);
    const events = await ctx.database.db
      .selectFrom('withdrawal_order_events')
      .select('to_status')
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(events.map((event) => event.to_status).slice(-2)).toEqual([
      'partly_received',
      'remainder_closed',
    ]);
    await assertLedgerConsistent(ctx.database.db);
  });

  it('paid: the reference is kept and no money moves', async () => {
    const order = await partlyReceived();
    const before = await main();
    const paid = await remainder(order.id, { outcome: 'paid', reference: 'BK-REM-77' });
    expect(paid.statusCode).toBe(200);
    expect(body<Order>(paid).value.remainder).toMatchObject({
      state: 'paid',
      reference: 'BK-REM-77',
    });
    expect(await main()).toBe(before);
    expect(await remainderRefunds(order.id)).toHaveLength(0);
    expect(
      (await remainder(order.id, { outcome: 'paid', reference: 'BK-REM-77' })).statusCode,
    ).toBe(200);
    expect((await remainder(order.id, { outcome: 'paid', reference: 'OTHER' })).statusCode).toBe(
      409,
    );
    // The member is told once, with the amount paid and its reference.
    expect(await remainderMessages(order)).toEqual([
      expect.objectContaining({
        type: 'withdrawal_remainder_paid',
        params: { amount: '400.00', orderNo: order.orderNo, reference: 'BK-REM-77' },
      }),
    ]);
  });

  it('refuses bad input, other states and other roles, changing nothing', async () => {
    const order = await partlyReceived();
    for (const bad of [
      {},
      { outcome: 'closed' },
      { outcome: 'closed', reason: '' },
      { outcome: 'paid' },
      { outcome: 'paid', reference: '' },
      { outcome: 'refunded', reason: 'x' },
    ]) {
      const response = await remainder(order.id, bad);
      expect(response.statusCode).toBe(400);
    }
    // A pending order has no remainder.
    const pending = body<Order>(
      await member.withdraw({
        payoutAccountId: payout,
        amount: 200,
        paymentPassword: '102938',
        requestKey: requestKey(),
      }),
    ).value;
    const early = await remainder(pending.id, { outcome: 'closed', reason: 'no' });
    expect(early.statusCode).toBe(409);
    expect(body(early).code).toBe('WITHDRAWAL_STATE');
    // A support operator cannot; a member token is not an operator's.
    await ctx.app.inject({
      method: 'POST',
      url: '/ops/operators',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload: {
        username: 'padma.support',
        password: 'a-long-support-password',
        roles: ['support'],
        brands: ['PADMA'],
      },
    });
    const session = await ctx.app.inject({
      method: 'POST',
      url: '/ops/session',
      payload: { username: 'padma.support', password: 'a-long-support-password' },
    });
    const support = { authorization: `Bearer ${body<{ token: string }>(session).value.token}` };
    expect(
      (await remainder(order.id, { outcome: 'closed', reason: 'x' }, support)).statusCode,
    ).toBe(403);
    const player = await member.call('POST', `/ops/withdrawals/${order.id}/remainder`, {
      outcome: 'closed',
      reason: 'x',
    });
    expect(player.statusCode).toBe(401);
    expect((await mine(order.id)).remainder!.state).toBe('open');
    expect(await remainderMessages(order)).toEqual([]);
  });

  it('the database refuses any other remainder change, even from raw SQL', async () => {
    const db = ctx.database.db;
    const order = await partlyReceived();
    const set = (values: string) =>
      sql`update withdrawal_orders set ${sql.raw(values)} where id = ${order.id}`.execute(db);
    // Closed without its refund, paid without a reference, back to none: refused.
    await expect(
      set(`remainder_state = 'closed', remainder_reason = 'r', remainder_resolved_at = now()`),
    ).rejects.toThrow();
    await expect(set(`remainder_state = 'paid', remainder_resolved_at = now()`)).rejects.toThrow();
    await expect(set(`remainder_state = null`)).rejects.toThrow();
    await set(`remainder_state = 'paid', remainder_reference = 'r', remainder_resolved_at = now()`);
    await expect(set(`remainder_state = 'open', remainder_resolved_at = null`)).rejects.toThrow();
    await expect(set(`remainder_reference = 'changed'`)).rejects.toThrow();
    // A received order carries no remainder.
    const received = await db
      .selectFrom('withdrawal_orders')
      .select('id')
      .where('status', '<>', 'partly_received')
      .executeTakeFirst();
    if (received)
      await expect(
        sql`update withdrawal_orders set remainder_state = 'open' where id = ${received.id}`.execute(
          db,
        ),
      ).rejects.toThrow();
  });

  it('closed and paid racing on one order settle once and refund at most once', async () => {
    const orders: Order[] = [];
    for (let i = 0; i < 3; i += 1) orders.push(await partlyReceived());
    const before = await main();
    let refunded = 0n;
    for (const order of orders) {
      const responses = await Promise.all([
        remainder(order.id, { outcome: 'closed', reason: 'returned by the bank' }),
        remainder(order.id, { outcome: 'closed', reason: 'returned by the bank' }),
        remainder(order.id, { outcome: 'paid', reference: 'BK-RACE' }),
        remainder(order.id, { outcome: 'closed', reason: 'returned by the bank' }),
        remainder(order.id, { outcome: 'paid', reference: 'BK-RACE' }),
      ]);
      expect(responses.every((response) => [200, 409].includes(response.statusCode))).toBe(true);
      const state = (await mine(order.id)).remainder!.state;
      expect(['paid', 'closed']).toContain(state);
      const refunds = await remainderRefunds(order.id);
      expect(refunds).toHaveLength(state === 'closed' ? 1 : 0);
      expect((await remainderMessages(order)).map((message) => message.type)).toEqual([
        `withdrawal_remainder_${state}`,
      ]);
      if (state === 'closed') refunded += 40_000n;
    }
    expect(await main()).toBe(before + refunded);
    await assertLedgerConsistent(ctx.database.db);
  });
});

describe('live order states (item 10)', () => {
  const orderEvents = async () =>
    Number(
      (
        await ctx.database.db
          .selectFrom('member_events')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('account_id', '=', memberAccount)
          .where('kind', '=', 'orders')
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("each of the operator's withdrawal steps tells the member's live stream", async () => {
    const start = await orderEvents();
    const order = await partlyReceived();
    // approve, disburse, partly received (the member's own step counts too).
    expect(await orderEvents()).toBe(start + 3);
    await remainder(order.id, { outcome: 'paid', reference: 'BK-LIVE' });
    expect(await orderEvents()).toBe(start + 4);
    // A replay changes nothing and tells nothing.
    await remainder(order.id, { outcome: 'paid', reference: 'BK-LIVE' });
    expect(await orderEvents()).toBe(start + 4);
  });
});
