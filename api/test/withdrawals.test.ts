// On PostgreSQL too: concurrent requests on one member's money.
import { sql } from 'kysely';
import { autoConfirmDue } from '../src/services/cashier/withdrawals/autoConfirm.js';
import {
  WITHDRAWAL_STATUSES,
  WITHDRAWAL_TRANSITIONS,
} from '../src/db/migrations/0020_withdrawals.js';
import {
  ensureHouseAccount,
  openMainWallet,
  postTransaction,
} from '../src/services/wallet/ledger.js';
import {
  authed,
  body,
  BRAND2,
  createTestContext,
  login,
  OPS_TOKEN,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';
import { assertLedgerConsistent, balances, memberId } from './support/wallet.js';
import { image, memberCalls, opsCall, PNG, type Order } from './support/withdrawal.js';
import { signInOperator } from './support/operators.js';

/**
 * Withdrawals: payout accounts bound to the real name, every bad input refused with nothing
 * changed, the payment password and its lock, the order's state machine through the API and
 * from raw SQL, the receipt confirmation, the auto-receipt job acting once, and the operator's
 * review with its audit trail and brand limits.
 */
let ctx: TestContext;
let rahim: ReturnType<typeof memberCalls>;
let rahimId: string;
let payout: string;
beforeAll(async () => {
  ctx = await createTestContext();
  // Before the first request reads the brands: PADMA allows many orders a day for these
  // tests, MEGHNA one, to test the daily limit.
  await sql`update brands set config = jsonb_set(config, '{withdrawal,dailyMaxCount}',
    case merchant_code when 'PADMA' then '100'::jsonb else '1'::jsonb end)`.execute(
    ctx.database.db,
  );
  rahim = memberCalls(ctx.app, await login(ctx.app, 'demo_member', PASSWORDS.member));
  rahimId = await memberId(ctx.database.db, 'PADMA', 'demo_member');
});
afterAll(async () => {
  await ctx.close();
});

const orderCount = async () =>
  Number(
    (
      await ctx.database.db
        .selectFrom('withdrawal_orders')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const withdraw = async (amount: number | string, extra: object = {}) =>
  rahim.withdraw({ payoutAccountId: payout, amount, paymentPassword: '246810', ...extra });

const newOrder = async (amount = 500) => {
  const response = await withdraw(amount);
  expect(response.statusCode).toBe(200);
  return body<Order>(response).value;
};

describe('payout accounts', () => {
  it('binds the real name with the first account and refuses other holders', async () => {
    expect((await rahim.overview()).realName).toBeNull();
    const added = await rahim.addAccount({
      provider: 'BKASH',
      accountNumber: '01712345678',
      holderName: ' Rahim  Uddin ',
    });
    expect(added.statusCode).toBe(200);
    const [account] = body<Array<{ id: string; accountNumber: string }>>(added).value;
    payout = account!.id;
    expect(account!.accountNumber).toBe('****5678');
    expect((await rahim.overview()).realName).toBe('Rahim Uddin');

    const other = await rahim.addAccount({
      provider: 'DBBL',
      accountNumber: '1234567890',
      holderName: 'Someone Else',
    });
    expect(body(other).code).toBe('PAYOUT_NAME_MISMATCH');
    const bank = await rahim.addAccount({
      provider: 'DBBL',
      accountNumber: '1234 5678 90',
      holderName: 'rahim uddin',
    });
    expect(bank.statusCode).toBe(200);
  });

  it('refuses unknown providers, bad numbers, duplicates and more than the limit', async () => {
    const cases: Array<[object, string]> = [
      [{ provider: 'PAYPAL', accountNumber: '01712345678', holderName: 'Rahim Uddin' }, 'provider'],
      [
        { provider: 'NAGAD', accountNumber: '0171234567', holderName: 'Rahim Uddin' },
        'accountNumber',
      ],
      [{ provider: 'DBBL', accountNumber: '12ab5678', holderName: 'Rahim Uddin' }, 'accountNumber'],
      [{ provider: 'NAGAD', accountNumber: '01712345678', holderName: 'R1' }, 'holderName'],
    ];
    for (const [payload, field] of cases) {
      const response = await rahim.addAccount(payload);
      expect(response.statusCode).toBe(400);
      expect(body<{ field: string }>(response).value.field).toBe(field);
    }
    const duplicate = await rahim.addAccount({
      provider: 'BKASH',
      accountNumber: '01712345678',
      holderName: 'Rahim Uddin',
    });
    expect(body(duplicate).code).toBe('PAYOUT_ACCOUNT_EXISTS');
    for (const number of ['01812345678', '01912345678', '01512345678']) {
      await rahim.addAccount({
        provider: 'NAGAD',
        accountNumber: number,
        holderName: 'Rahim Uddin',
      });
    }
    const sixth = await rahim.addAccount({
      provider: 'ROCKET',
      accountNumber: '01612345678',
      holderName: 'Rahim Uddin',
    });
    expect(body(sixth).code).toBe('PAYOUT_ACCOUNT_LIMIT');
    expect((await rahim.overview()).accounts).toHaveLength(5);
  });

  it("refuses another member's account and removes one only without open orders", async () => {
    const sub = memberCalls(ctx.app, await login(ctx.app, 'demo_sub2', PASSWORDS.member));
    const theirs = await sub.removeAccount(payout);
    expect(theirs.statusCode).toBe(404);
    const spare = (await rahim.overview()).accounts.at(-1)!;
    const removed = await rahim.removeAccount(spare.id);
    expect(removed.statusCode).toBe(200);
    expect((await rahim.overview()).accounts).toHaveLength(4);
  });
});

describe('a withdrawal request', () => {
  it('needs a payment password, counts wrong ones and says how many are left', async () => {
    const before = await orderCount();
    expect(body(await withdraw(500)).code).toBe('PAYMENT_PASSWORD_NOT_SET');
    expect((await rahim.setPassword('246810')).statusCode).toBe(200);
    const wrong = await withdraw(500, { paymentPassword: '111111' });
    expect(body(wrong).code).toBe('PAYMENT_PASSWORD_INVALID');
    expect(body<{ attemptsLeft: number }>(wrong).value.attemptsLeft).toBe(4);
    expect(await orderCount()).toBe(before);
  });

  it('refuses bad amounts with a clear error and changes nothing', async () => {
    const opening = await balances(ctx.database.db, rahimId);
    const before = await orderCount();
    const cases: Array<[unknown, string]> = [
      [0, 'VALIDATION_FAILED'],
      [-10, 'VALIDATION_FAILED'],
      [100.005, 'VALIDATION_FAILED'],
      ['1e3', 'VALIDATION_FAILED'],
      [true, 'VALIDATION_FAILED'],
      [99.99, 'WITHDRAWAL_AMOUNT_RANGE'],
      [25_000.01, 'WITHDRAWAL_AMOUNT_RANGE'],
    ];
    for (const [amount, code] of cases) {
      const response = await withdraw(amount as number);
      expect([amount, body(response).code]).toEqual([amount, code]);
    }
    // Another member's payout account is not found, as if it did not exist.
    const sub = await memberId(ctx.database.db, 'PADMA', 'demo_sub1');
    const foreign = await ctx.database.db
      .insertInto('payout_accounts')
      .values({
        brand_id: (await ctx.app.brands.byCode('PADMA'))!.id,
        account_id: sub,
        kind: 'ewallet',
        provider: 'BKASH',
        account_number: '01799999999',
        holder_name: 'Sumon',
        created_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(body(await withdraw(500, { payoutAccountId: foreign.id })).code).toBe(
      'PAYOUT_ACCOUNT_NOT_FOUND',
    );
    expect(await orderCount()).toBe(before);
    expect(await balances(ctx.database.db, rahimId)).toEqual(opening);
  });

  it('refuses more than the withdrawable balance', async () => {
    const poor = memberCalls(ctx.app, await login(ctx.app, 'demo_sub2', PASSWORDS.member));
    await poor.setPassword('135790');
    const added = await poor.addAccount({
      provider: 'NAGAD',
      accountNumber: '01812345670',
      holderName: 'Nasrin Akter',
    });
    const [account] = body<Array<{ id: string }>>(added).value;
    const response = await poor.withdraw({
      payoutAccountId: account!.id,
      amount: 8_700.01,
      paymentPassword: '135790',
    });
    expect(body(response).code).toBe('INSUFFICIENT_BALANCE');
    expect(body<{ withdrawable: number }>(response).value.withdrawable).toBe(8_700);
  });

  it('is refused to a trial account', async () => {
    const trial = await login(ctx.app, 'demo_trial', PASSWORDS.trial);
    const response = await memberCalls(ctx.app, trial).withdraw({
      payoutAccountId: payout,
      amount: 500,
      paymentPassword: '246810',
    });
    expect(body(response).code).toBe('NOT_REAL_ACCOUNT');
  });

  it('holds the money at once, and a replayed submit answers with the same order', async () => {
    const opening = await balances(ctx.database.db, rahimId);
    const payload = { payoutAccountId: payout, amount: '1200.50', paymentPassword: '246810' };
    const first = await rahim.call('POST', '/wps/member/withdrawals', {
      ...payload,
      requestKey: 'replay-me-1',
    });
    const again = await rahim.call('POST', '/wps/member/withdrawals', {
      ...payload,
      requestKey: 'replay-me-1',
    });
    expect(body<Order>(first).value).toMatchObject({ status: 'pending', amount: 1200.5 });
    expect(body<Order>(again).value.id).toBe(body<Order>(first).value.id);
    expect((await balances(ctx.database.db, rahimId)).MAIN).toBe(opening.MAIN! - 120_050n);
    // The account is in use now.
    const used = (await rahim.overview()).accounts.find((account) => account.id === payout)!;
    expect(used.inUse).toBe(true);
    expect(body(await rahim.removeAccount(payout)).code).toBe('PAYOUT_ACCOUNT_IN_USE');
  });
});

describe('the order state machine', () => {
  it('goes pending, approved, disbursed, partly received, with messages and audit', async () => {
    // The demo member's seeded inbox holds platform messages too: count only this order's.
    const seeded = await ctx.database.db
      .selectFrom('member_messages')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const order = await newOrder(800);
    expect((await opsCall(ctx.app, 'approve', order.id)).statusCode).toBe(200);
    expect((await opsCall(ctx.app, 'disburse', order.id)).statusCode).toBe(200);
    // Amounts must add up to the order.
    for (const bad of [
      { receivedAmount: 800 },
      { receivedAmount: 300, remainingAmount: 400 },
      { receivedAmount: 0, remainingAmount: 800 },
    ]) {
      const response = await rahim.receipt(order.id, { outcome: 'partly_received', ...bad });
      expect(response.statusCode).toBe(400);
    }
    const done = await rahim.receipt(order.id, {
      outcome: 'partly_received',
      receivedAmount: 500,
      remainingAmount: 300,
      images: [image()],
    });
    expect(body<Order>(done).value.proofFileIds).toHaveLength(1);
    expect(body<Order>(done).value).toMatchObject({
      status: 'partly_received',
      receivedAmount: 500,
      remainingAmount: 300,
    });
    const messages = await ctx.database.db
      .selectFrom('member_messages')
      .select(['type', 'params'])
      .where('account_id', '=', rahimId)
      .where('id', '>', String(seeded.id ?? 0))
      .where('type', 'in', ['withdrawal_approved', 'withdrawal_rejected', 'withdrawal_disbursed'])
      .orderBy('id')
      .execute();
    expect(messages.map((message) => message.type)).toEqual([
      'withdrawal_approved',
      'withdrawal_disbursed',
    ]);
    const audit = await ctx.database.db
      .selectFrom('operator_audit')
      .select('action')
      .where('target_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['withdrawal.approve', 'withdrawal.disburse']);
  });

  it('refuses every step out of turn through the API', async () => {
    const order = await newOrder();
    expect(body(await opsCall(ctx.app, 'disburse', order.id)).code).toBe('WITHDRAWAL_STATE');
    expect(body(await rahim.receipt(order.id, { outcome: 'received' })).code).toBe(
      'WITHDRAWAL_STATE',
    );
    expect(
      body(await opsCall(ctx.app, 'resolve', order.id, { outcome: 'received', reason: 'x' })).code,
    ).toBe('WITHDRAWAL_STATE');
    await opsCall(ctx.app, 'approve', order.id);
    expect(body(await opsCall(ctx.app, 'approve', order.id)).code).toBe('WITHDRAWAL_STATE');
    await opsCall(ctx.app, 'disburse', order.id);
    expect(body(await opsCall(ctx.app, 'reject', order.id)).code).toBe('WITHDRAWAL_STATE');
    expect(body(await opsCall(ctx.app, 'disburse', order.id)).code).toBe('WITHDRAWAL_STATE');
    await rahim.receipt(order.id, { outcome: 'received' });
    expect(body(await rahim.receipt(order.id, { outcome: 'received' })).code).toBe(
      'WITHDRAWAL_STATE',
    );
  });

  it('gives the money back once on rejection, and never after it', async () => {
    const before = (await balances(ctx.database.db, rahimId)).MAIN!;
    const order = await newOrder(700);
    await opsCall(ctx.app, 'approve', order.id);
    const rejected = await opsCall(ctx.app, 'reject', order.id);
    expect(body<Order>(rejected).value.status).toBe('rejected');
    expect(body(await opsCall(ctx.app, 'reject', order.id)).code).toBe('WITHDRAWAL_STATE');
    expect(body(await opsCall(ctx.app, 'disburse', order.id)).code).toBe('WITHDRAWAL_STATE');
    expect((await balances(ctx.database.db, rahimId)).MAIN).toBe(before);
    const refunds = await ctx.database.db
      .selectFrom('wallet_transactions')
      .select('id')
      .where('kind', '=', 'WITHDRAWAL_REFUND')
      .where('idempotency_key', '=', `withdrawal-refund:${order.id}`)
      .execute();
    expect(refunds).toHaveLength(1);
    await assertLedgerConsistent(ctx.database.db);
  });

  it('not received needs 1 to 3 real images; the operator settles it afterwards', async () => {
    const order = await newOrder(600);
    await opsCall(ctx.app, 'approve', order.id);
    await opsCall(ctx.app, 'disburse', order.id);
    const files = async () =>
      Number(
        (
          await ctx.database.db
            .selectFrom('member_files')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const filesBefore = await files();
    const bad: object[] = [
      { outcome: 'not_received' },
      { outcome: 'not_received', images: [image(), image(), image(), image()] },
      {
        outcome: 'not_received',
        images: [image(Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]))],
      },
      { outcome: 'not_received', images: [image(Buffer.from('just some text, renamed'), 'x.png')] },
    ];
    for (const payload of bad) {
      const response = await rahim.receipt(order.id, payload);
      // The 6 MB file does not even fit the request size limit (413).
      expect([400, 413]).toContain(response.statusCode);
    }
    expect(await files()).toBe(filesBefore);
    const reported = await rahim.receipt(order.id, { outcome: 'not_received', images: [image()] });
    expect(body<Order>(reported).value).toMatchObject({ status: 'not_received' });
    const proofId = body<Order>(reported).value.proofFileIds[0]!;
    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/ops/withdrawals/${order.id}`,
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    });
    expect(body<{ proofFileIds: string[] }>(shown).value.proofFileIds).toEqual([proofId]);
    // The member cannot change their mind; the operator settles it.
    expect(body(await rahim.receipt(order.id, { outcome: 'received' })).code).toBe(
      'WITHDRAWAL_STATE',
    );
    const resolved = await opsCall(ctx.app, 'resolve', order.id, {
      outcome: 'partly_received',
      receivedAmount: 100,
      remainingAmount: 500,
      reason: 'bank statement shows 100',
    });
    expect(body<Order>(resolved).value).toMatchObject({
      status: 'partly_received',
      receivedAmount: 100,
    });
  });

  it("answers only for the caller: another member's order is not found", async () => {
    const order = await newOrder();
    const sub = memberCalls(ctx.app, await login(ctx.app, 'demo_sub2', PASSWORDS.member));
    expect((await sub.receipt(order.id, { outcome: 'received' })).statusCode).toBe(404);
    const list = body<{ list: Order[]; total: number }>(await sub.list()).value;
    expect(list.list.map((row) => row.id)).not.toContain(order.id);
    const mine = body<{ list: Order[]; total: number }>(
      await rahim.list('?status=pending&pageSize=1'),
    ).value;
    expect(mine.list).toHaveLength(1);
    expect(mine.list[0]!.status).toBe('pending');
    expect(mine.total).toBeGreaterThan(1);
  });

  it('the database refuses every transition not in the list, even from raw SQL', async () => {
    const db = ctx.database.db;
    const brandId = (await ctx.app.brands.byCode('PADMA'))!.id;
    let serial = 0;
    const spareTransaction = async () =>
      (
        await db
          .insertInto('wallet_transactions')
          .values({
            brand_id: brandId,
            member_id: rahimId,
            kind: 'ADJUSTMENT',
            idempotency_key: `raw-${(serial += 1)}`,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const fill = async (to: string) =>
      ({
        rejected: sql`, reject_reason = 'r', refund_transaction_id = ${await spareTransaction()}`,
        disbursed: sql`, reference = 'ref', disbursed_at = now(), auto_confirm_at = now()`,
        partly_received: sql`, received_minor = 1, remaining_minor = amount_minor - 1, confirmed_by = 'member'`,
        not_received: sql`, proof_file_ids = '{1}'`,
        received: sql`, confirmed_by = 'member'`,
      })[to] ?? sql``;
    const move = async (id: string, to: string) =>
      sql`update withdrawal_orders set status = ${to} ${await fill(to)} where id = ${id}`.execute(
        db,
      );
    const pathTo: Record<string, string[]> = {
      pending: [],
      approved: ['approved'],
      rejected: ['rejected'],
      disbursed: ['approved', 'disbursed'],
      received: ['approved', 'disbursed', 'received'],
      partly_received: ['approved', 'disbursed', 'partly_received'],
      not_received: ['approved', 'disbursed', 'not_received'],
    };
    const allowed = new Set(WITHDRAWAL_TRANSITIONS.map(([from, to]) => `${from}>${to}`));
    const results: string[] = [];
    for (const from of WITHDRAWAL_STATUSES) {
      for (const to of WITHDRAWAL_STATUSES) {
        if (from === to) continue;
        const { id } = await db
          .insertInto('withdrawal_orders')
          .values({
            brand_id: brandId,
            account_id: rahimId,
            order_no: `RAW-${from}-${to}`,
            request_key: `raw-${from}-${to}`,
            payout_account_id: payout,
            amount_minor: 1000n,
            status: 'pending',
            created_at: new Date(),
            updated_at: new Date(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const step of pathTo[from]!) await move(id, step);
        const outcome = await move(id, to).then(
          () => 'ok',
          () => 'refused',
        );
        results.push(`${from}>${to}:${outcome}`);
        expect([from, to, outcome]).toEqual([
          from,
          to,
          allowed.has(`${from}>${to}`) ? 'ok' : 'refused',
        ]);
      }
    }
    expect(results.filter((result) => result.endsWith(':ok'))).toHaveLength(allowed.size);
    // Born in another state, or with its amount changed afterwards: refused too.
    await expect(
      sql`insert into withdrawal_orders (brand_id, account_id, order_no, request_key, payout_account_id,
        amount_minor, status, created_at, updated_at) values (${brandId}, ${rahimId}, 'RAW-X', 'raw-x',
        ${payout}, 100, 'approved', now(), now())`.execute(db),
    ).rejects.toThrow(/starts pending/);
    await expect(
      sql`update withdrawal_orders set amount_minor = 1 where order_no = 'RAW-pending-approved'`.execute(
        db,
      ),
    ).rejects.toThrow(/cannot change/);
  });
});

describe('the auto-receipt job', () => {
  it('counts an unconfirmed disbursement as received once, run twice at once', async () => {
    const orders = [await newOrder(150), await newOrder(160)];
    for (const order of orders) {
      await opsCall(ctx.app, 'approve', order.id);
      await opsCall(ctx.app, 'disburse', order.id);
    }
    expect(await autoConfirmDue(ctx.database.db, ctx.clock.now())).toEqual([]);
    ctx.clock.advance(61 * 60_000);
    // The member is too late: it already counts as received.
    expect(
      body(await rahim.receipt(orders[0]!.id, { outcome: 'not_received', images: [image()] })).code,
    ).toBe('WITHDRAWAL_STATE');
    const [a, b] = await Promise.all([
      autoConfirmDue(ctx.database.db, ctx.clock.now()),
      autoConfirmDue(ctx.database.db, ctx.clock.now()),
    ]);
    // Every due order (these and the earlier tests' ones) once, by one run or the other.
    const settled = [...a!, ...b!];
    expect(new Set(settled).size).toBe(settled.length);
    expect(settled).toEqual(expect.arrayContaining(orders.map((order) => order.id)));
    const events = await ctx.database.db
      .selectFrom('withdrawal_order_events')
      .select('order_id')
      .where(
        'order_id',
        'in',
        orders.map((order) => order.id),
      )
      .where('to_status', '=', 'received')
      .execute();
    expect(events).toHaveLength(2);
  });

  it('stopped midway, the next run settles only the rest', async () => {
    const orders = [await newOrder(170), await newOrder(180)];
    for (const order of orders) {
      await opsCall(ctx.app, 'approve', order.id);
      await opsCall(ctx.app, 'disburse', order.id);
    }
    ctx.clock.advance(61 * 60_000);
    const crashed = autoConfirmDue(ctx.database.db, ctx.clock.now(), {
      afterEach: () => {
        throw new Error('process killed');
      },
    });
    await expect(crashed).rejects.toThrow('process killed');
    const firstRun = await ctx.database.db
      .selectFrom('withdrawal_orders')
      .select(['id', 'status', 'confirmed_at'])
      .where(
        'id',
        'in',
        orders.map((order) => order.id),
      )
      .orderBy('auto_confirm_at')
      .orderBy('id')
      .execute();
    expect(firstRun.map((row) => row.status).sort()).toEqual(['disbursed', 'received']);
    ctx.clock.advance(60_000);
    const second = await autoConfirmDue(ctx.database.db, ctx.clock.now());
    const settledFirst = firstRun.find((row) => row.status === 'received')!;
    expect(second).toEqual(
      firstRun.filter((row) => row.status === 'disbursed').map((row) => row.id),
    );
    const after = await ctx.database.db
      .selectFrom('withdrawal_orders')
      .select('confirmed_at')
      .where('id', '=', settledFirst.id)
      .executeTakeFirstOrThrow();
    expect(after.confirmed_at).toEqual(settledFirst.confirmed_at);
  });
});

describe('the turnover requirement', () => {
  it('blocks until the valid bet since the last withdrawal covers the deposits', async () => {
    const db = ctx.database.db;
    const sumon = await memberId(db, 'PADMA', 'demo_sub1');
    const brandId = (await ctx.app.brands.byCode('PADMA'))!.id;
    await db.transaction().execute(async (trx) => {
      const main = await openMainWallet(trx, { id: sumon, brandId, isTrial: false }, new Date());
      const cashier = await ensureHouseAccount(trx, brandId, 'CASHIER');
      await postTransaction(trx, {
        brandId,
        memberId: sumon,
        kind: 'DEPOSIT',
        idempotencyKey: 'test-deposit-1',
        now: ctx.clock.now(),
        entries: [
          { accountId: main, amountMinor: 100_000n },
          { accountId: cashier, amountMinor: -100_000n },
        ],
      });
    });
    const member = memberCalls(ctx.app, await login(ctx.app, 'demo_sub1', PASSWORDS.member));
    await member.setPassword('112233');
    const [account] = body<Array<{ id: string }>>(
      await member.addAccount({
        provider: 'ROCKET',
        accountNumber: '01612345678',
        holderName: 'Sumon Das',
      }),
    ).value;
    const overview = await member.overview();
    expect(overview.turnover).toMatchObject({ required: 1000, done: 0, remaining: 1000 });
    expect(overview.blockers).toEqual([{ code: 'TURNOVER', remaining: 1000 }]);
    const request = () =>
      member.withdraw({ payoutAccountId: account!.id, amount: 200, paymentPassword: '112233' });
    expect(body<{ remaining: number }>(await request()).value.remaining).toBe(1000);
    await db
      .insertInto('bet_records')
      .values({
        brand_id: brandId,
        member_id: sumon,
        vendor: 'HOUSE',
        game_code: 'slot',
        round_id: 'turnover-1',
        stake_minor: 100_000n,
        valid_bet_minor: 100_000n,
        win_minor: 0n,
        status: 'SETTLED',
        created_at: ctx.clock.now(),
        settled_at: ctx.clock.now(),
      })
      .execute();
    expect((await member.overview()).blockers).toEqual([]);
    expect((await request()).statusCode).toBe(200);
  });
});

describe('the daily limit', () => {
  it("refuses an order over the day's count and says so on the page", async () => {
    const meghna = memberCalls(
      ctx.app,
      await login(ctx.app, 'demo_member', PASSWORDS.member, BRAND2),
      BRAND2,
    );
    await meghna.setPassword('864200');
    const [account] = body<Array<{ id: string }>>(
      await meghna.addAccount({
        provider: 'UPAY',
        accountNumber: '01312345678',
        holderName: 'Any Name',
      }),
    ).value;
    const request = () =>
      meghna.withdraw({ payoutAccountId: account!.id, amount: 300, paymentPassword: '864200' });
    expect((await request()).statusCode).toBe(200);
    expect((await meghna.overview()).blockers).toEqual([{ code: 'DAILY_LIMIT', remaining: 0 }]);
    expect(body(await request()).code).toBe('WITHDRAWAL_DAILY_LIMIT');
  });
});

describe('the operator side', () => {
  it("filters by age and amount, as the console's queue does", async () => {
    const order = await newOrder(777.5);
    const list = async (query: string) => {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: `/ops/withdrawals?status=pending&pageSize=100&${query}`,
        headers: { authorization: `Bearer ${OPS_TOKEN}` },
      });
      expect(answer.statusCode).toBe(200);
      return body<{ list: Array<{ id: string; amount: number }> }>(answer).value.list;
    };
    const exact = await list('minAmount=777.5&maxAmount=777.5');
    expect(exact.map((row) => row.id)).toContain(order.id);
    expect(exact.every((row) => row.amount === 777.5)).toBe(true);
    expect((await list('minAmount=777.51')).map((row) => row.id)).not.toContain(order.id);
    expect((await list('minAgeMinutes=5')).map((row) => row.id)).not.toContain(order.id);
    ctx.clock.advance(5 * 60_000);
    expect((await list('minAgeMinutes=5')).map((row) => row.id)).toContain(order.id);
  });

  it('lists with filters and pages, and keeps a brand-limited operator to its brands', async () => {
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/ops/withdrawals?brand=PADMA&member=demo_member&status=pending&pageSize=2',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    });
    const page = body<{ list: Array<{ member: string; status: string }>; total: number }>(
      listed,
    ).value;
    expect(page.list).toHaveLength(2);
    expect(page.list.every((row) => row.member === 'demo_member' && row.status === 'pending')).toBe(
      true,
    );

    await ctx.app.inject({
      method: 'POST',
      url: '/ops/operators',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload: {
        username: 'meghna.cash',
        password: 'a-long-finance-password',
        roles: ['finance'],
        brands: ['MEGHNA'],
      },
    });
    const token = await signInOperator(ctx, 'meghna.cash', 'a-long-finance-password');
    const headers = { authorization: `Bearer ${token}` };
    const order = await newOrder();
    const refused = await opsCall(ctx.app, 'approve', order.id, {}, headers);
    expect(refused.statusCode).toBe(403);
    const own = await ctx.app.inject({ method: 'GET', url: '/ops/withdrawals', headers });
    const theirs = body<{ list: Array<{ brand: string }>; total: number }>(own).value;
    expect(theirs.total).toBe(1);
    expect(theirs.list.map((row) => row.brand)).toEqual(['MEGHNA']);
    const padma = await ctx.app.inject({
      method: 'GET',
      url: '/ops/withdrawals?brand=PADMA',
      headers,
    });
    expect(padma.statusCode).toBe(403);
    // A member's token is never an operator's.
    const player = await ctx.app.inject({
      method: 'GET',
      url: '/ops/withdrawals',
      headers: authed(await login(ctx.app, 'demo_member', PASSWORDS.member)),
    });
    expect(player.statusCode).toBe(401);
    await assertLedgerConsistent(ctx.database.db);
  });
});
