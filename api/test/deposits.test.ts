// On PostgreSQL too: concurrent requests on one member's money.
import { sql } from 'kysely';
import { findBrandIdByCode } from '../src/services/brands/brandRepository.js';
import { expireDueDeposits } from '../src/services/cashier/deposits/depositSettlement.js';
import { currentSecret, signBody } from '../src/services/wallet/seamlessSecrets.js';
import {
  authed,
  BRAND2,
  body,
  createTestContext,
  login,
  OPS_TOKEN,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';
import { assertLedgerConsistent, balances, memberId } from './support/wallet.js';

/**
 * Deposits: the member's order (idempotent, with proof images), its settlement by an operator
 * or a signed provider callback exactly once, the expiry job, and the database's state machine.
 */
let ctx: TestContext;
let member: string;
let other: string;
beforeAll(async () => {
  ctx = await createTestContext();
  member = await login(ctx.app, 'demo_member', PASSWORDS.member);
  other = await login(ctx.app, 'demo_sub1', PASSWORDS.member);
});
afterAll(async () => {
  await ctx.close();
});

const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.alloc(64, 1),
]);
const image = (data = PNG, name = 'proof.png') => ({
  name,
  contentType: 'image/png',
  dataBase64: data.toString('base64'),
});

interface Order {
  reference: string;
  amount: number;
  state: string;
  proofs: Array<{ id: string }>;
  failReason: string | null;
  payee: Array<{ value: string }>;
}

let keys = 0;
const newKey = () => `test-key-${Date.now()}-${(keys += 1)}`;

const create = (
  payload: Record<string, unknown>,
  token = member,
  headers?: Record<string, string>,
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/wps/member/deposit/orders',
    headers: authed(token, headers),
    payload: {
      method: 'bkash',
      channel: 'bkash-personal',
      amount: 500,
      idempotencyKey: newKey(),
      ...payload,
    },
  });

const order = async (payload: Record<string, unknown> = {}, token = member) => {
  const response = await create(payload, token);
  expect(response.statusCode).toBe(200);
  return body<Order>(response).value;
};

const ops = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    ...(payload ? { payload } : {}),
  });

const callback = async (
  payload: Record<string, unknown>,
  options: { secret?: string; merchant?: string; provider?: string } = {},
) => {
  const merchant = options.merchant ?? 'PADMA';
  const brandId = (await findBrandIdByCode(ctx.database.db, merchant))!;
  const secret =
    options.secret ?? (await currentSecret(ctx.database.db, brandId, 'DEPOSIT:LOCAL'))!;
  const raw = JSON.stringify(payload);
  return ctx.app.inject({
    method: 'POST',
    url: `/cashier/deposits/${options.provider ?? 'local'}/callback`,
    headers: {
      Merchant: merchant,
      'content-type': 'application/json',
      'x-signature': signBody(secret, raw),
    },
    payload: raw,
  });
};

const mainOf = async (username = 'demo_member') =>
  (await balances(ctx.database.db, await memberId(ctx.database.db, 'PADMA', username))).MAIN ?? 0n;

const orderCount = async () =>
  Number(
    (
      await ctx.database.db
        .selectFrom('deposit_orders')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const messagesOf = (type: string) =>
  ctx.database.db
    .selectFrom('member_messages')
    .select(['params'])
    .where('type', '=', type as never)
    // Newest first: the demo member's seeded inbox holds an older deposit message.
    .orderBy('id', 'desc')
    .execute();

describe('deposit methods', () => {
  it('lists the brand methods and channels with limits, presets and payee, without providers', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/member/deposit/methods',
      headers: authed(member),
    });
    const value = body<{
      methods: Array<{ code: string; channels: Array<Record<string, unknown>> }>;
      expiryMinutes: number;
    }>(response).value;
    expect(value.methods.map((method) => method.code)).toEqual([
      'bkash',
      'nagad',
      'rocket',
      'upay',
      'bank',
      'usdt',
    ]);
    expect(value.expiryMinutes).toBe(30);
    const bkash = value.methods[0]!.channels[0]!;
    expect(bkash).toMatchObject({ code: 'bkash-personal', min: 200, max: 25000 });
    expect(bkash.presets).toEqual([500, 1000, 2000, 5000, 10000]);
    expect(bkash).not.toHaveProperty('provider');
  });

  it('the second brand has its own, fewer methods', async () => {
    const token = await login(ctx.app, 'demo_member', PASSWORDS.member, BRAND2);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/member/deposit/methods',
      headers: authed(token, BRAND2),
    });
    const value = body<{ methods: Array<{ code: string }> }>(response).value;
    expect(value.methods.map((method) => method.code)).toEqual(['bkash', 'nagad', 'bank']);
  });

  it('refuses trial accounts', async () => {
    const trial = await login(ctx.app, 'demo_trial', PASSWORDS.trial);
    const before = await orderCount();
    for (const response of [
      await ctx.app.inject({
        method: 'GET',
        url: '/wps/member/deposit/methods',
        headers: authed(trial),
      }),
      await create({}, trial),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(body(response).code).toBe('NOT_REAL_ACCOUNT');
    }
    expect(await orderCount()).toBe(before);
  });
});

describe('making an order', () => {
  it('answers a reference, the payee and instructions; the same key twice is the same order', async () => {
    const key = newKey();
    const first = await order({ idempotencyKey: key, amount: '750.50' });
    expect(first.reference).toMatch(/^DP[0-9A-Z]{10}$/);
    expect(first).toMatchObject({ amount: 750.5, state: 'pending' });
    expect(first.payee[0]!.value).toBe('01700-000001');
    const before = await orderCount();
    const again = await order({ idempotencyKey: key, amount: '750.50' });
    expect(again.reference).toBe(first.reference);
    expect(await orderCount()).toBe(before);
    const reused = await create({ idempotencyKey: key, amount: 800 });
    expect(reused.statusCode).toBe(409);
    expect(body(reused).code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('refuses bad amounts and unknown methods with a clear code, changing nothing', async () => {
    const before = await orderCount();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ amount: 0 }, 'VALIDATION_FAILED', 'amount'],
      [{ amount: -500 }, 'VALIDATION_FAILED', 'amount'],
      [{ amount: '500.005' }, 'VALIDATION_FAILED', 'amount'],
      [{ amount: true }, 'VALIDATION_FAILED', 'amount'],
      [{ amount: 199.99 }, 'DEPOSIT_AMOUNT_BELOW_MIN', 'amount'],
      [{ amount: 25000.01 }, 'DEPOSIT_AMOUNT_ABOVE_MAX', 'amount'],
      [{ method: 'paypal' }, 'DEPOSIT_METHOD_UNKNOWN', 'method'],
      [{ channel: 'nagad-personal' }, 'DEPOSIT_METHOD_UNKNOWN', 'channel'],
    ];
    for (const [payload, code, field] of cases) {
      const response = await create(payload);
      expect({ payload, code: body(response).code }).toEqual({ payload, code });
      expect(body<{ field: string }>(response).value.field).toContain(field);
    }
    expect(body<{ min: number }>(await create({ amount: 100 })).value.min).toBe(200);
    expect(await orderCount()).toBe(before);
  });

  it('takes up to 3 proof images at creation or while pending, only from the owner', async () => {
    const made = await order({ images: [image()] });
    expect(made.proofs).toHaveLength(1);
    const add = (images: object[], token = member) =>
      ctx.app.inject({
        method: 'POST',
        url: '/wps/member/deposit/proofs',
        headers: authed(token),
        payload: { reference: made.reference, images },
      });
    expect((await add([image()], other)).statusCode).toBe(404);
    const notImage = await add([image(Buffer.from('just text, not a picture'), 'x.png')]);
    expect(notImage.statusCode).toBe(400);
    expect(body<Order>(await add([image(), image()])).value.proofs).toHaveLength(3);
    const fourth = await add([image()]);
    expect(body(fourth).code).toBe('VALIDATION_FAILED');
    expect(body<{ field: string }>(fourth).value.field).toBe('images');
    const files = await ctx.database.db
      .selectFrom('member_files')
      .select('id')
      .where('purpose', '=', 'deposit_proof')
      .execute();
    expect(files).toHaveLength(3);
    const tooMany = await create({ images: [image(), image(), image(), image()] });
    expect(tooMany.statusCode).toBe(400);
    // The proof is served to its owner only.
    const proof = made.proofs[0]!.id;
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/wps/member/files/${proof}`,
      headers: authed(member),
    });
    expect(mine.statusCode).toBe(200);
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: `/wps/member/files/${proof}`,
      headers: authed(other),
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('lists only the caller orders, paged and filtered on the server', async () => {
    await order({}, other);
    const list = async (query: string, token = member) =>
      body<{ rows: Order[]; total: number }>(
        await ctx.app.inject({
          method: 'GET',
          url: `/wps/member/deposit/orders?${query}`,
          headers: authed(token),
        }),
      ).value;
    const all = await list('pageSize=100');
    const page = await list('page=2&pageSize=1');
    expect(page.total).toBe(all.total);
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]!.reference).toBe(all.rows[1]!.reference);
    const theirs = await list('pageSize=100', other);
    expect(theirs.total).toBe(1);
    expect(all.rows.map((row) => row.reference)).not.toContain(theirs.rows[0]!.reference);
    expect((await list('state=credited')).total).toBe(0);
    const today = ctx.clock.now().toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await list('from=2000-01-01&to=2000-01-02')).total).toBe(0);
    // The days are the member's: far east of UTC, "today" is the member's calendar day.
    const dayAt = (offsetMinutes: number, days = 0) =>
      new Date(ctx.clock.now().getTime() + offsetMinutes * 60_000 + days * 86_400_000)
        .toISOString()
        .slice(0, 10);
    for (const tzOffset of [840, -720]) {
      const memberToday = dayAt(tzOffset);
      const memberYesterday = dayAt(tzOffset, -1);
      const range = (from: string, to: string) => `from=${from}&to=${to}&tzOffset=${tzOffset}`;
      expect((await list(range(memberToday, memberToday))).total).toBe(all.total);
      expect((await list(range(memberYesterday, memberYesterday))).total).toBe(0);
    }
    expect(
      body(
        await ctx.app.inject({
          method: 'GET',
          url: '/wps/member/deposit/orders?from=2026-02-30',
          headers: authed(member),
        }),
      ).code,
    ).toBe('VALIDATION_FAILED');
    const one = await ctx.app.inject({
      method: 'GET',
      url: `/wps/member/deposit/order?reference=${theirs.rows[0]!.reference}`,
      headers: authed(member),
    });
    expect(one.statusCode).toBe(404);
  });
});

describe('settling an order', () => {
  it('the operator credits once: balance, DEPOSIT movement, message and audit', async () => {
    const made = await order({ amount: 1234.56 });
    const before = await mainOf();
    const credited = await ops('POST', `/ops/deposits/${made.reference}/credit`, {});
    expect(credited.statusCode).toBe(200);
    expect(body<{ state: string; transactionId: string }>(credited).value.state).toBe('credited');
    expect(await mainOf()).toBe(before + 123_456n);
    const again = await ops('POST', `/ops/deposits/${made.reference}/credit`, {});
    expect(again.statusCode).toBe(200);
    expect(await mainOf()).toBe(before + 123_456n);
    const fail = await ops('POST', `/ops/deposits/${made.reference}/fail`, { reason: 'late' });
    expect(body(fail).code).toBe('DEPOSIT_NOT_PENDING');
    const movements = await ctx.database.db
      .selectFrom('wallet_transactions')
      .select('kind')
      .where('idempotency_key', 'like', 'deposit:%')
      .execute();
    expect(movements).toEqual([{ kind: 'DEPOSIT' }]);
    expect((await messagesOf('deposit_credited'))[0]!.params).toMatchObject({
      reference: made.reference,
      amount: '1234.56',
    });
    const audit = await ctx.database.db
      .selectFrom('operator_audit')
      .select(['action', 'before', 'after'])
      .where('target_id', '=', made.reference)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'deposit.credit',
      before: { state: 'pending' },
      after: { state: 'credited' },
    });
    const shown = await ops('GET', `/ops/deposits/${made.reference}`);
    expect(body(shown).value).toMatchObject({ member: 'demo_member', brand: 'PADMA' });
    await assertLedgerConsistent(ctx.database.db);
  });

  it('the operator fails with a reason: the member reads it, no money moves', async () => {
    const made = await order();
    const before = await mainOf();
    const failed = await ops('POST', `/ops/deposits/${made.reference}/fail`, {
      reason: 'No payment received',
    });
    expect(body<Order>(failed).value).toMatchObject({
      state: 'failed',
      failReason: 'No payment received',
    });
    expect(await mainOf()).toBe(before);
    const credit = await ops('POST', `/ops/deposits/${made.reference}/credit`, {});
    expect(body(credit).code).toBe('DEPOSIT_NOT_PENDING');
    expect((await messagesOf('deposit_failed'))[0]!.params).toMatchObject({
      reference: made.reference,
      reason: 'No payment received',
    });
    expect((await ops('POST', `/ops/deposits/${made.reference}/fail`, {})).statusCode).toBe(400);
  });

  it('lists orders for operators by brand, state and member, paged', async () => {
    const list = async (query: string) =>
      body<{ rows: Array<{ member: string; state: string; amount: number }>; total: number }>(
        await ops('GET', `/ops/deposits?${query}`),
      ).value;
    const credited = await list('brand=PADMA&state=credited');
    expect(credited.total).toBe(1);
    const sub1 = await list('member=demo_sub1');
    expect(sub1.rows.every((row) => row.member === 'demo_sub1')).toBe(true);
    expect(sub1.total).toBe(1);
    const paged = await list('pageSize=2&page=1');
    expect(paged.rows).toHaveLength(2);
    expect((await list('brand=MEGHNA')).total).toBe(0);
    const all = await list('pageSize=100');
    const amounts = (rows: Array<{ amount: number }>) => rows.map((row) => row.amount);
    const [smallest, largest] = [Math.min(...amounts(all.rows)), Math.max(...amounts(all.rows))];
    const upToSmallest = await list(`pageSize=100&maxAmount=${smallest}`);
    expect(upToSmallest.total).toBeGreaterThan(0);
    expect(amounts(upToSmallest.rows).every((amount) => amount === smallest)).toBe(true);
    expect((await list(`minAmount=${largest + 0.01}`)).total).toBe(0);
    expect((await list(`minAmount=${smallest}&maxAmount=${largest}`)).total).toBe(all.total);
    expect((await list('minAgeMinutes=525600')).total).toBe(0);
    ctx.clock.advance(60_000);
    expect((await list('pageSize=100&minAgeMinutes=1')).total).toBe(all.total);
    const asMember = await ctx.app.inject({
      method: 'GET',
      url: '/ops/deposits',
      headers: authed(member),
    });
    expect(asMember.statusCode).toBe(401);
  });

  it('a signed callback credits once, replayed 50 times; bad ones change nothing', async () => {
    const made = await order({ amount: 300 });
    const before = await mainOf();
    const paid = {
      reference: made.reference,
      status: 'paid',
      amount: '300.00',
      providerReference: 'GW-1',
    };
    const forged = await callback(paid, { secret: 'not-the-secret-not-the-secret-not-the' });
    expect(forged.statusCode).toBe(401);
    expect(body(forged).code).toBe('SIGNATURE_INVALID');
    const wrongAmount = await callback({ ...paid, amount: '3000.00' });
    expect(body(wrongAmount).code).toBe('DEPOSIT_AMOUNT_MISMATCH');
    const unknown = await callback({ ...paid, reference: 'DP2222222222' });
    expect(unknown.statusCode).toBe(404);
    const otherBrand = await callback(paid, { merchant: 'MEGHNA' });
    expect(otherBrand.statusCode).toBe(404);
    const unknownProvider = await callback(paid, { provider: 'nopay' });
    expect(unknownProvider.statusCode).toBe(401);
    expect(await mainOf()).toBe(before);

    const answers = await Promise.all(Array.from({ length: 50 }, () => callback(paid)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    expect(await mainOf()).toBe(before + 30_000n);
    const failedLate = await callback({ ...paid, status: 'failed' });
    expect(body(failedLate).code).toBe('DEPOSIT_NOT_PENDING');
    await assertLedgerConsistent(ctx.database.db);
  });

  it('a rotated provider secret keeps the old one valid for the overlap', async () => {
    const made = await order({ amount: 400 });
    const brandId = (await findBrandIdByCode(ctx.database.db, 'PADMA'))!;
    const old = (await currentSecret(ctx.database.db, brandId, 'DEPOSIT:LOCAL'))!;
    const rotated = await ops('POST', '/ops/deposits/providers/local/rotate-secret', {
      brand: 'PADMA',
      overlapSeconds: 60,
    });
    expect(rotated.statusCode).toBe(200);
    const fresh = body<{ secret: string }>(rotated).value.secret;
    expect(fresh).not.toBe(old);
    const paid = {
      reference: made.reference,
      status: 'failed',
      amount: 400,
      providerReference: 'GW-2',
    };
    ctx.clock.advance(61_000);
    expect((await callback(paid, { secret: old })).statusCode).toBe(401);
    expect((await callback(paid, { secret: fresh })).statusCode).toBe(200);
  });
});

describe('the state machine', () => {
  it('expires pending orders after the brand minutes, once, even run twice at once', async () => {
    // Older pending orders of the tests above expire first.
    ctx.clock.advance(31 * 60_000);
    await expireDueDeposits(ctx.database.db, ctx.clock.now());
    const made = await order({ amount: 222 });
    ctx.clock.advance(29 * 60_000);
    expect(await expireDueDeposits(ctx.database.db, ctx.clock.now())).toBe(0);
    ctx.clock.advance(2 * 60_000);
    const pending = await ctx.database.db
      .selectFrom('deposit_orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('state', '=', 'pending')
      .executeTakeFirstOrThrow();
    const runs = await Promise.all([
      expireDueDeposits(ctx.database.db, ctx.clock.now()),
      expireDueDeposits(ctx.database.db, ctx.clock.now()),
    ]);
    expect(runs[0]! + runs[1]!).toBe(Number(pending.n));
    const view = await ctx.app.inject({
      method: 'GET',
      url: `/wps/member/deposit/order?reference=${made.reference}`,
      headers: authed(member),
    });
    expect(body<Order>(view).value.state).toBe('expired');
    const credit = await ops('POST', `/ops/deposits/${made.reference}/credit`, {});
    expect(body(credit).code).toBe('DEPOSIT_NOT_PENDING');
    const proof = await ctx.app.inject({
      method: 'POST',
      url: '/wps/member/deposit/proofs',
      headers: authed(member),
      payload: { reference: made.reference, images: [image()] },
    });
    expect(body(proof).code).toBe('DEPOSIT_NOT_PENDING');
  });

  it('refuses an illegal transition even from raw SQL', async () => {
    const db = ctx.database.db;
    const settled = await db
      .selectFrom('deposit_orders')
      .select('reference')
      .where('state', '=', 'credited')
      .executeTakeFirstOrThrow();
    const attempts = [
      sql`update deposit_orders set state = 'pending', settled_at = null, transaction_id = null where reference = ${settled.reference}`,
      sql`update deposit_orders set amount_minor = 1 where reference = ${settled.reference}`,
    ];
    for (const attempt of attempts) await expect(attempt.execute(db)).rejects.toThrow();
    const made = await order();
    await expect(
      sql`update deposit_orders set state = 'paid', settled_at = now() where reference = ${made.reference}`.execute(
        db,
      ),
    ).rejects.toThrow();
    await expect(
      sql`update deposit_orders set state = 'credited', settled_at = now() where reference = ${made.reference}`.execute(
        db,
      ),
    ).rejects.toThrow();
    await expect(
      sql`update deposit_orders set amount_minor = 99999999 where reference = ${made.reference}`.execute(
        db,
      ),
    ).rejects.toThrow();
  });

  it('a credit and a fail of one order at once: one wins, money moves at most once', async () => {
    const orders = await Promise.all(Array.from({ length: 10 }, () => order({ amount: 250 })));
    const before = await mainOf();
    const results = await Promise.all(
      orders.flatMap((made) => [
        ops('POST', `/ops/deposits/${made.reference}/credit`, {}),
        ops('POST', `/ops/deposits/${made.reference}/fail`, { reason: 'race' }),
        callback({
          reference: made.reference,
          status: 'paid',
          amount: 250,
          providerReference: 'R',
        }),
      ]),
    );
    const rows = await ctx.database.db
      .selectFrom('deposit_orders')
      .select(['state', 'transaction_id'])
      .where(
        'reference',
        'in',
        orders.map((made) => made.reference),
      )
      .execute();
    expect(rows.every((row) => row.state === 'credited' || row.state === 'failed')).toBe(true);
    const creditedCount = rows.filter((row) => row.state === 'credited').length;
    expect(await mainOf()).toBe(before + BigInt(creditedCount) * 25_000n);
    for (const result of results) expect([200, 409]).toContain(result.statusCode);
    await assertLedgerConsistent(ctx.database.db);
  });
});
