import type {
  PlayerLedgerPage,
  PlayerProfile,
  PlayerSearchPage,
  PlayerSessions,
} from '@site/contracts';
import {
  authed,
  body,
  createTestContext,
  login,
  OPS_TOKEN,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';
import { signInOperator } from './support/operators.js';

/**
 * Players in the operator console (issue 45 item 4): support and finance find members and read
 * their page and histories, never another brand's for an operator limited to brands; support
 * locks and unlocks an account and clears the payment password's lock, each audited with its
 * reason.
 */
let ctx: TestContext;
type Bearer = { authorization: string };
const bearer = (token: string): Bearer => ({ authorization: `Bearer ${token}` });
let support: Bearer;
let finance: Bearer;
let meghnaSupport: Bearer;
beforeAll(async () => {
  ctx = await createTestContext();
  const create = (payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/ops/operators',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload,
    });
  for (const [username, roles, brands] of [
    ['sana', ['support'], ['PADMA']],
    ['farid', ['finance'], ['PADMA']],
    ['mina', ['support'], ['MEGHNA']],
    ['rafi', ['release'], undefined],
  ] as const)
    expect(
      (await create({ username, password: 'a-long-operator-password', roles, brands })).statusCode,
    ).toBe(200);
  support = bearer(await signInOperator(ctx, 'sana', 'a-long-operator-password'));
  finance = bearer(await signInOperator(ctx, 'farid', 'a-long-operator-password'));
  meghnaSupport = bearer(await signInOperator(ctx, 'mina', 'a-long-operator-password'));
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, headers: Bearer) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Bearer, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });
const search = async (query: string, headers: Bearer = support) => {
  const response = await get(`/ops/players?${query}`, headers);
  expect(response.statusCode).toBe(200);
  return body<PlayerSearchPage>(response).value;
};

describe('search', () => {
  it('finds a member by the beginning of its username, only in the operator’s brands', async () => {
    const found = await search('q=DEMO_MEM');
    expect(found.list).toEqual([
      expect.objectContaining({
        merchantCode: 'PADMA',
        account: 'demo_member',
        matched: 'username',
      }),
    ]);
    expect((await search('q=demo_mem', meghnaSupport)).list).toEqual([
      expect.objectContaining({ merchantCode: 'MEGHNA', account: 'demo_member' }),
    ]);
    // Naming a brand the operator may not act on is refused rather than answered empty.
    const other = await get('/ops/players?q=demo_mem&brand=MEGHNA', support);
    expect(other.statusCode).toBe(403);
  });

  it('finds by payout account number, phone and e-mail; wildcards are letters', async () => {
    const member = await ctx.database.db
      .selectFrom('accounts as a')
      .innerJoin('brands as b', 'b.id', 'a.brand_id')
      .select(['a.id', 'a.brand_id'])
      .where('b.merchant_code', '=', 'PADMA')
      .where('a.username_key', '=', 'demo_member')
      .executeTakeFirstOrThrow();
    await ctx.database.db
      .updateTable('accounts')
      .set({ email: 'Demo.Member@example.com', mobile_num: '1711000111' })
      .where('id', '=', member.id)
      .execute();
    await ctx.database.db
      .insertInto('payout_accounts')
      .values({
        brand_id: member.brand_id,
        account_id: member.id,
        kind: 'ewallet',
        provider: 'bkash',
        account_number: '01999888777',
        holder_name: 'Demo Member',
        created_at: new Date(),
      })
      .execute();
    expect((await search('q=01999888')).list[0]).toMatchObject({ matched: 'payoutAccount' });
    expect((await search('q=1711000')).list[0]).toMatchObject({ matched: 'mobile' });
    expect((await search('q=demo.member@')).list[0]).toMatchObject({ matched: 'email' });
    expect((await search('q=demo%25')).total).toBe(0);
    expect((await search('q=01999888', meghnaSupport)).total).toBe(0);
  });

  it('is for support and finance, not for the release role', async () => {
    expect((await get('/ops/players?q=demo', finance)).statusCode).toBe(200);
    const release = bearer(await signInOperator(ctx, 'rafi', 'a-long-operator-password'));
    expect((await get('/ops/players?q=demo', release)).statusCode).toBe(403);
  });
});

describe('a player’s page', () => {
  it('shows the profile and balance; another brand’s operator is refused', async () => {
    const response = await get('/ops/players/PADMA/demo_member', finance);
    expect(response.statusCode).toBe(200);
    const profile = body<PlayerProfile>(response).value;
    expect(profile).toMatchObject({ account: 'demo_member', status: 'active', isAgent: false });
    expect(profile.upline).toBeNull();
    const downline = await get('/ops/players/PADMA/demo_sub1', support);
    expect(body<PlayerProfile>(downline).value.upline).toBe('demo_agent');
    expect(typeof profile.balance).toBe('number');
    expect((await get('/ops/players/PADMA/demo_member', meghnaSupport)).statusCode).toBe(403);
    expect((await get('/ops/players/PADMA/nobody_here', support)).statusCode).toBe(404);
  });

  it('shows an adjustment in the ledger, and every history answers a page', async () => {
    const adjusted = await post('/ops/adjustments', finance, {
      brand: 'PADMA',
      account: 'demo_member',
      direction: 'credit',
      amount: 125.5,
      reason: 'goodwill',
      idempotencyKey: 'players-ops-goodwill-1',
    });
    expect(adjusted.statusCode).toBe(200);
    const ledger = body<PlayerLedgerPage>(
      await get('/ops/players/PADMA/demo_member/ledger?pageSize=5', support),
    ).value;
    expect(ledger.list[0]).toMatchObject({ kind: 'ADJUSTMENT', amount: 125.5, reason: 'goodwill' });
    for (const path of ['bets', 'deposits', 'withdrawals', 'messages', 'rewards', 'sessions']) {
      const response = await get(`/ops/players/PADMA/demo_member/${path}`, support);
      expect([path, response.statusCode]).toEqual([path, 200]);
    }
    const messages = body<{ total: number }>(
      await get('/ops/players/PADMA/demo_member/messages', support),
    ).value;
    expect(messages.total).toBeGreaterThan(0);
  });
});

describe('actions', () => {
  it('locks (sign-in refused, sessions ended) and unlocks, with the reason audited', async () => {
    const token = await login(ctx.app, 'demo_member', PASSWORDS.member);
    const sessions = body<PlayerSessions>(
      await get('/ops/players/PADMA/demo_member/sessions', support),
    ).value;
    expect(sessions.sessions.length).toBeGreaterThan(0);
    expect(sessions.addresses.length).toBeGreaterThan(0);

    expect(
      (await post('/ops/players/PADMA/demo_member/lock', support, { reason: 'x' })).statusCode,
    ).toBe(400);
    const locked = await post('/ops/players/PADMA/demo_member/lock', support, {
      reason: 'account takeover reported',
    });
    expect(locked.statusCode).toBe(200);
    expect(body(locked).value).toMatchObject({ locked: true });
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: authed(token),
    });
    expect(refused.statusCode).toBe(401);
    await expect(login(ctx.app, 'demo_member', PASSWORDS.member)).rejects.toThrow();
    expect(
      body<PlayerProfile>(await get('/ops/players/PADMA/demo_member', support)).value.status,
    ).toBe('locked');
    // Finance reads players but does not lock them.
    expect(
      (await post('/ops/players/PADMA/demo_member/unlock', finance, { reason: 'owner verified' }))
        .statusCode,
    ).toBe(403);
    const unlocked = await post('/ops/players/PADMA/demo_member/unlock', support, {
      reason: 'owner verified',
    });
    expect(body(unlocked).value).toMatchObject({ locked: false });
    await login(ctx.app, 'demo_member', PASSWORDS.member);

    const audit = await ctx.database.db
      .selectFrom('operator_audit')
      .select(['action', 'reason', 'operator_name'])
      .where('action', 'in', ['member.lock', 'member.unlock'])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'member.lock', reason: 'account takeover reported', operator_name: 'sana' },
      { action: 'member.unlock', reason: 'owner verified', operator_name: 'sana' },
    ]);
  });

  it('clears the payment password’s lock', async () => {
    const member = await ctx.database.db
      .selectFrom('accounts as a')
      .innerJoin('brands as b', 'b.id', 'a.brand_id')
      .select('a.id')
      .where('b.merchant_code', '=', 'PADMA')
      .where('a.username_key', '=', 'demo_member')
      .executeTakeFirstOrThrow();
    const lockedUntil = new Date(ctx.clock.now().getTime() + 30 * 60_000);
    await ctx.database.db
      .insertInto('payment_passwords')
      .values({
        account_id: member.id,
        password_hash: 'not-a-real-hash',
        failed_attempts: 5,
        locked_until: lockedUntil,
        updated_at: ctx.clock.now(),
      })
      .execute();
    const before = body<PlayerProfile>(await get('/ops/players/PADMA/demo_member', support)).value;
    expect(before.paymentPassword).toEqual({ isSet: true, lockedUntil: lockedUntil.toISOString() });
    const reset = await post('/ops/players/PADMA/demo_member/payment-password/unlock', support, {
      reason: 'member called, identity checked',
    });
    expect(body(reset).value).toEqual({ account: 'demo_member', wasLocked: true });
    const after = body<PlayerProfile>(await get('/ops/players/PADMA/demo_member', support)).value;
    expect(after.paymentPassword).toEqual({ isSet: true, lockedUntil: null });
  });
});
