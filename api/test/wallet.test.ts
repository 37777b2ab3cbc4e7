// On PostgreSQL too: replayed and refused vendor money calls against the ledger.
import { runSeed } from '../src/db/seed/index.js';
import { TEST_PASSWORD_HASH } from './support/env.js';
import {
  authed,
  BRAND1,
  BRAND2,
  body,
  createTestContext,
  login,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';
import { assertLedgerConsistent, balances, memberId, walletTransfer } from './support/wallet.js';

let ctx: TestContext;
let member: string;
let memberAccount: string;
beforeAll(async () => {
  ctx = await createTestContext();
  member = await login(ctx.app, 'demo_member', PASSWORDS.member);
  memberAccount = await memberId(ctx.database.db, 'PADMA', 'demo_member');
});
afterAll(async () => {
  await ctx.close();
});

const sumBalance = async (token: string, headers = BRAND1) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/wps/v2/wallets/balance',
    headers: authed(token, headers),
  });
  return body<{ sumBalance: number }>(response).value.sumBalance;
};

const countTransactions = async () =>
  Number(
    (
      await ctx.database.db
        .selectFrom('wallet_transactions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('ledger opening', () => {
  it('books every seeded balance as an opening adjustment from the house', async () => {
    await assertLedgerConsistent(ctx.database.db);
    expect(await balances(ctx.database.db, memberAccount)).toEqual({ MAIN: 125_000_000n });
    const house = await ctx.database.db
      .selectFrom('wallet_accounts as w')
      .innerJoin('brands as b', 'b.id', 'w.brand_id')
      .select(['b.merchant_code', 'w.kind', 'w.balance_minor'])
      .where('w.member_id', 'is', null)
      .orderBy('b.merchant_code')
      .orderBy('w.kind')
      .execute();
    // Real accounts: 125,000,000 + 48,250,075 + 1,520,050 + 870,000; trial: 200,000.
    expect(house).toEqual([
      { merchant_code: 'MEGHNA', kind: 'HOUSE', balance_minor: '-175640125' },
      { merchant_code: 'MEGHNA', kind: 'HOUSE_TRIAL', balance_minor: '-200000' },
      { merchant_code: 'PADMA', kind: 'HOUSE', balance_minor: '-175640125' },
      { merchant_code: 'PADMA', kind: 'HOUSE_TRIAL', balance_minor: '-200000' },
    ]);
  });

  it('does not book the opening balances twice when the seed runs again', async () => {
    const before = await countTransactions();
    await runSeed(ctx.database.db, { clock: ctx.clock, passwordHash: TEST_PASSWORD_HASH });
    expect(await countTransactions()).toBe(before);
    expect(await balances(ctx.database.db, memberAccount)).toEqual({ MAIN: 125_000_000n });
  });
});

describe('members without a ledger account yet', () => {
  it('opens MAIN from the legacy wallet balance on first use', async () => {
    const { db } = ctx.database;
    const template = await db
      .selectFrom('accounts')
      .select(['brand_id', 'password_hash'])
      .where('id', '=', memberAccount)
      .executeTakeFirstOrThrow();
    const { id } = await db
      .insertInto('accounts')
      .values({
        brand_id: template.brand_id,
        username: 'late_member',
        username_key: 'late_member',
        password_hash: template.password_hash,
        nickname: 'Late',
        is_agent: 0,
        password_changed_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('wallets')
      .values({ account_id: id, currency: 'BDT', balance_minor: 5_000n })
      .execute();
    const token = await login(ctx.app, 'late_member', PASSWORDS.member);
    expect(await sumBalance(token)).toBe(50);
    const response = await walletTransfer(
      ctx.app,
      token,
      { from: 'MAIN', to: 'PG', amount: 20 },
      BRAND1,
      'late-1',
    );
    expect(body(response).value).toMatchObject({ fromBalance: 30, toBalance: 20, sumBalance: 50 });
    const opening = await db
      .selectFrom('wallet_transactions')
      .select('kind')
      .where('member_id', '=', id)
      .where('idempotency_key', '=', 'opening-balance')
      .execute();
    expect(opening).toEqual([{ kind: 'ADJUSTMENT' }]);
    await assertLedgerConsistent(db);
  });
});

describe('GET /wps/relay/GCS_merchantWallet', () => {
  it('reports the wallet mode of the brand', async () => {
    const padma = await ctx.app.inject({
      method: 'GET',
      url: '/wps/relay/GCS_merchantWallet',
      headers: authed(member),
    });
    expect(body(padma)).toEqual({
      success: true,
      code: 0,
      message: '',
      value: { isSingle: false },
    });
    const meghnaToken = await login(ctx.app, 'demo_member', PASSWORDS.member, BRAND2);
    const meghna = await ctx.app.inject({
      method: 'GET',
      url: '/wps/relay/GCS_merchantWallet',
      headers: authed(meghnaToken, BRAND2),
    });
    expect(body(meghna).value).toEqual({ isSingle: true });
  });

  it('needs a token', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/relay/GCS_merchantWallet',
      headers: BRAND1,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /wps/relay/GCS_walletTransfer', () => {
  it('moves money from main to a vendor wallet and back', async () => {
    const out = await walletTransfer(ctx.app, member, {
      from: 'MAIN',
      to: 'JILI',
      amount: 100.5,
      idempotencyKey: 'out-1',
    });
    expect(out.statusCode).toBe(200);
    expect(body(out).value).toEqual({
      transactionId: expect.any(String),
      from: 'MAIN',
      to: 'JILI',
      amount: 100.5,
      fromBalance: 1_249_899.5,
      toBalance: 100.5,
      sumBalance: 1_250_000,
    });
    const back = await walletTransfer(
      ctx.app,
      member,
      { from: 'jili', to: 'MAIN', amount: 50 },
      BRAND1,
      'back-1',
    );
    expect(back.statusCode).toBe(200);
    expect(body(back).value).toMatchObject({
      from: 'JILI',
      fromBalance: 50.5,
      toBalance: 1_249_949.5,
    });
    expect(await balances(ctx.database.db, memberAccount)).toEqual({
      MAIN: 124_994_950n,
      'VENDOR:JILI': 5_050n,
    });
    expect(await sumBalance(member)).toBe(1_250_000);
    await assertLedgerConsistent(ctx.database.db);
  });

  it('refuses more than the balance, changes nothing and reports the balance', async () => {
    const before = await countTransactions();
    const response = await walletTransfer(ctx.app, member, {
      from: 'JILI',
      to: 'MAIN',
      amount: 1000,
      idempotencyKey: 'too-much',
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      success: false,
      code: 'INSUFFICIENT_FUNDS',
      value: { balance: 50.5 },
    });
    expect(await countTransactions()).toBe(before);
    expect((await balances(ctx.database.db, memberAccount))['VENDOR:JILI']).toBe(5_050n);
  });

  it('replays the same key and request once, with the original result', async () => {
    const payload = { from: 'MAIN', to: 'PG', amount: 10, idempotencyKey: 'replay-1' };
    const first = await walletTransfer(ctx.app, member, payload);
    const second = await walletTransfer(ctx.app, member, payload);
    const third = await walletTransfer(
      ctx.app,
      member,
      { ...payload, amount: 10.0 },
      BRAND1,
      'replay-1',
    );
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(third.json()).toEqual(first.json());
    const rows = await ctx.database.db
      .selectFrom('wallet_transactions')
      .select('id')
      .where('member_id', '=', memberAccount)
      .where('idempotency_key', '=', 'replay-1')
      .execute();
    expect(rows).toHaveLength(1);
    expect((await balances(ctx.database.db, memberAccount))['VENDOR:PG']).toBe(1_000n);
  });

  it('answers 409 when a key is reused for another request', async () => {
    const response = await walletTransfer(ctx.app, member, {
      from: 'MAIN',
      to: 'PG',
      amount: 11,
      idempotencyKey: 'replay-1',
    });
    expect(response.statusCode).toBe(409);
    expect(body(response).code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('validates the request', async () => {
    const cases: Array<[Record<string, unknown>, string | undefined, string]> = [
      [{ from: 'MAIN', to: 'JILI', amount: 1 }, undefined, 'idempotencyKey'],
      [{ from: 'MAIN', to: 'NOPE', amount: 1 }, 'v-1', 'to'],
      [{ from: 'MAIN', to: 'JILI', amount: 1.005 }, 'v-2', 'amount'],
      [{ from: 'MAIN', to: 'JILI', amount: 0 }, 'v-3', 'amount'],
      [{ from: 'MAIN', to: 'JILI', amount: -5 }, 'v-4', 'amount'],
      [{ from: 'JILI', to: 'PG', amount: 1 }, 'v-5', 'to'],
      [{ from: 'MAIN', to: 'MAIN', amount: 1 }, 'v-6', 'to'],
      [{ from: 'MAIN', to: 'JILI', amount: 1, idempotencyKey: 'a' }, 'b', 'idempotencyKey'],
      // Issue 10: the validator used to coerce these to 1, 0 and so on.
      [{ from: 'MAIN', to: 'JILI', amount: true }, 'v-7', 'amount'],
      [{ from: 'MAIN', to: 'JILI', amount: '1.234' }, 'v-8', 'amount'],
      [{ from: 'MAIN', to: 'JILI', amount: null }, 'v-9', 'amount'],
      [{ from: 'MAIN', to: 'JILI', amount: [] }, 'v-10', 'amount'],
      [{ from: 'MAIN', to: 'JILI', amount: {} }, 'v-11', 'amount'],
      [{ from: 'MAIN', to: 'JILI', amount: [5] }, 'v-12', 'amount'],
    ];
    const before = await countTransactions();
    for (const [payload, key, field] of cases) {
      const response = await walletTransfer(ctx.app, member, payload, BRAND1, key);
      expect(response.statusCode).toBe(400);
      expect(body(response)).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
    }
    expect(await countTransactions()).toBe(before);
  });

  it('takes an amount as a decimal string', async () => {
    const before = await sumBalance(member);
    const jiliBefore = (await balances(ctx.database.db, memberAccount))['VENDOR:JILI'] ?? 0n;
    const response = await walletTransfer(
      ctx.app,
      member,
      { from: 'MAIN', to: 'JILI', amount: '12.34' },
      BRAND1,
      'decimal-string',
    );
    expect(response.statusCode).toBe(200);
    expect(body(response).value).toMatchObject({ amount: 12.34 });
    expect(await sumBalance(member)).toBe(before);
    expect((await balances(ctx.database.db, memberAccount))['VENDOR:JILI']).toBe(
      jiliBefore + 1_234n,
    );
  });

  it('is refused on a single-wallet brand', async () => {
    const token = await login(ctx.app, 'demo_member', PASSWORDS.member, BRAND2);
    const response = await walletTransfer(
      ctx.app,
      token,
      { from: 'MAIN', to: 'JILI', amount: 1 },
      BRAND2,
      'single-1',
    );
    expect(response.statusCode).toBe(400);
    expect(body(response).code).toBe('SINGLE_WALLET');
  });

  it('lets trial accounts move their play money', async () => {
    const trial = await login(ctx.app, 'demo_trial', PASSWORDS.trial);
    const response = await walletTransfer(
      ctx.app,
      trial,
      { from: 'MAIN', to: 'JILI', amount: 500 },
      BRAND1,
      'trial-1',
    );
    expect(response.statusCode).toBe(200);
    expect(await sumBalance(trial)).toBe(2000);
  });

  it('needs a token', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: { ...BRAND1, 'idempotency-key': 'x' },
      payload: { from: 'MAIN', to: 'JILI', amount: 1 },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /wps/member/info/funds/consolidated', () => {
  it('moves every vendor wallet back to main in one transaction', async () => {
    const before = await countTransactions();
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/member/info/funds/consolidated',
      headers: authed(member),
    });
    expect(response.statusCode).toBe(200);
    expect(body(response).value).toEqual({
      sumBalance: 1_250_000,
      wallets: [
        { kind: 'MAIN', balance: 1_250_000 },
        { kind: 'VENDOR:JILI', balance: 0 },
        { kind: 'VENDOR:PG', balance: 0 },
      ],
    });
    expect(await countTransactions()).toBe(before + 1);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/wps/member/info/funds/consolidated',
      headers: authed(member),
    });
    expect(again.json()).toEqual(response.json());
    expect(await countTransactions()).toBe(before + 1);
    await assertLedgerConsistent(ctx.database.db);
  });

  it('keeps the team balance of agents in step with the ledger', async () => {
    const agent = await login(ctx.app, 'demo_agent', PASSWORDS.agent);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/relay/MCS2_getTeamOverview',
      headers: authed(agent),
    });
    expect(body<{ teamBalance: number }>(response).value.teamBalance).toBe(23_900.5);
  });
});
