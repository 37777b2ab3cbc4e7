// On PostgreSQL too: concurrent requests on one member's money.
import { sql } from 'kysely';
import { createTestContext, body, login, PASSWORDS, type TestContext } from './support/testApp.js';
import { assertLedgerConsistent, balances, memberId } from './support/wallet.js';
import { memberCalls, opsCall, requestKey, type Order } from './support/withdrawal.js';

/**
 * Money under concurrency (meaningful on PostgreSQL; PGlite runs one transaction at a time):
 * requests fired at once cannot take more than the balance, one request key makes one order,
 * and an operator's approve, reject and disburse racing on one order pay once.
 */
let ctx: TestContext;
let member: ReturnType<typeof memberCalls>;
let account: string;
let sumon: string;
beforeAll(async () => {
  ctx = await createTestContext();
  // Before the first request reads the brand: more orders a day than these tests make.
  await sql`update brands set config = jsonb_set(config, '{withdrawal,dailyMaxCount}', '100'::jsonb)`.execute(
    ctx.database.db,
  );
  member = memberCalls(ctx.app, await login(ctx.app, 'demo_sub1', PASSWORDS.member));
  sumon = await memberId(ctx.database.db, 'PADMA', 'demo_sub1');
  await member.setPassword('102938');
  const added = await member.addAccount({
    provider: 'BKASH',
    accountNumber: '01712345000',
    holderName: 'Sumon Das',
  });
  account = body<Array<{ id: string }>>(added).value[0]!.id;
});
afterAll(async () => {
  await ctx.close();
});

const withdraw = (amount: number, key = requestKey()) =>
  member.withdraw({ payoutAccountId: account, amount, paymentPassword: '102938', requestKey: key });

describe('concurrent withdrawals', () => {
  it('cannot take more than the balance', async () => {
    const opening = (await balances(ctx.database.db, sumon)).MAIN ?? 1_520_050n;
    expect(opening).toBe(1_520_050n);
    // 15,200.50 available, five requests of 4,000 at once: three fit, two must be refused.
    const responses = await Promise.all(Array.from({ length: 5 }, () => withdraw(4_000)));
    const codes = responses.map((response) => body(response).code);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(3);
    expect(codes.filter((code) => code === 'INSUFFICIENT_BALANCE')).toHaveLength(2);
    expect((await balances(ctx.database.db, sumon)).MAIN).toBe(opening - 1_200_000n);
    await assertLedgerConsistent(ctx.database.db);
  });

  it('one request key sent at once many times makes one order', async () => {
    const before = (await balances(ctx.database.db, sumon)).MAIN!;
    const key = requestKey();
    // Four, not more: the payment password reserves an attempt per request in flight, and
    // five at once of the same member would read as a burst of guesses.
    const responses = await Promise.all(Array.from({ length: 4 }, () => withdraw(100, key)));
    const ids = new Set(responses.map((response) => body<Order>(response).value.id));
    expect(ids.size).toBe(1);
    expect((await balances(ctx.database.db, sumon)).MAIN).toBe(before - 10_000n);
  });
});

describe('racing operator steps', () => {
  it('approve, reject and disburse at once on one order pay once', async () => {
    const orders: Order[] = [];
    for (let i = 0; i < 3; i += 1) orders.push(body<Order>(await withdraw(100)).value);
    const before = (await balances(ctx.database.db, sumon)).MAIN!;
    for (const order of orders) {
      await Promise.all([
        opsCall(ctx.app, 'approve', order.id),
        opsCall(ctx.app, 'reject', order.id),
        opsCall(ctx.app, 'reject', order.id),
        opsCall(ctx.app, 'disburse', order.id),
        opsCall(ctx.app, 'approve', order.id),
      ]);
    }
    let refunded = 0n;
    for (const order of orders) {
      const row = await ctx.database.db
        .selectFrom('withdrawal_orders')
        .select(['status', 'refund_transaction_id'])
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      const refunds = await ctx.database.db
        .selectFrom('wallet_transactions')
        .select('id')
        .where('kind', '=', 'WITHDRAWAL_REFUND')
        .where('idempotency_key', '=', `withdrawal-refund:${order.id}`)
        .execute();
      const events = await ctx.database.db
        .selectFrom('withdrawal_order_events')
        .select('to_status')
        .where('order_id', '=', order.id)
        .execute();
      const states = events.map((event) => event.to_status);
      // Rejected and paid out are never both true; a rejection refunds exactly once.
      expect(states.includes('rejected') && states.includes('disbursed')).toBe(false);
      expect(refunds).toHaveLength(row.status === 'rejected' ? 1 : 0);
      if (row.status === 'rejected') refunded += 10_000n;
    }
    expect((await balances(ctx.database.db, sumon)).MAIN).toBe(before + refunded);
    await assertLedgerConsistent(ctx.database.db);
  });
});
