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
import { assertLedgerConsistent, seamless } from './support/wallet.js';

/**
 * The agent centre on real data: an agent registers its downlines, transfers to them through the
 * ledger, and reads their play and money; every call answers for the caller's own subtree only.
 * Fresh downlines (agc*) keep these figures apart from the seeded demo_sub1/demo_sub2.
 */
const GAME = 'PADMA_FORTUNE';
const NEW_PASSWORD = 'Downline@2026';

type Headers = Record<string, string>;
let ctx: TestContext;
let agent: Headers;
let subAgent: Headers;
let otherAgent: Headers;
let member: Headers;
let trial: Headers;
let today: string;

const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });
const range = (extra = '') => `from=${today}&to=${today}&tzOffset=0${extra}`;
const as = async (username: string, password = NEW_PASSWORD) =>
  authed(await login(ctx.app, username, password)) as Headers;

const register = (headers: Headers, username: string, type: 'member' | 'agent' = 'member') =>
  post('/wps/agent/team/register', headers, {
    username,
    password: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
    type,
  });

/** A house round for the account: a bet, then its win (0 for a loss). */
async function round(account: string, id: string, stake: number, win: number) {
  const base = { account, roundId: id, gameCode: GAME };
  const bet = await seamless(ctx.app, 'bet', { ...base, transactionId: `${id}-b`, amount: stake });
  expect(bet.statusCode).toBe(200);
  const won = await seamless(ctx.app, 'win', { ...base, transactionId: `${id}-w`, amount: win });
  expect(won.statusCode).toBe(200);
}

const transfer = (headers: Headers, account: string, amount: number | string, key: string) =>
  post('/wps/agent/team/transfer', headers, {
    account,
    amount,
    paymentPassword: '246810',
    idempotencyKey: key,
  });

beforeAll(async () => {
  ctx = await createTestContext();
  // Two days after the seed, so the seeded downlines are no new members of the report's day.
  ctx.clock.advance(2 * 86_400_000);
  today = ctx.clock.now().toISOString().slice(0, 10);
  agent = await as('demo_agent', PASSWORDS.agent);
  member = await as('demo_member', PASSWORDS.member);
  trial = await as('demo_trial', PASSWORDS.trial);
  // demo_agent → agcmem1 (member), agcsub1 (sub-agent) → agcmem2 (member of the sub-agent).
  expect((await register(agent, 'agcmem1')).statusCode).toBe(200);
  expect(body(await register(agent, 'agcsub1', 'agent')).value).toEqual({
    account: 'agcsub1',
    isAgent: 2,
  });
  subAgent = await as('agcsub1');
  expect((await register(subAgent, 'agcmem2')).statusCode).toBe(200);
  // Another branch: a top agent of its own (made in the database: no upline registers it).
  const { db } = ctx.database;
  const template = await db
    .selectFrom('accounts')
    .selectAll()
    .where('username_key', '=', 'demo_agent')
    .where(
      'brand_id',
      '=',
      (
        await db
          .selectFrom('brands')
          .select('id')
          .where('merchant_code', '=', 'PADMA')
          .executeTakeFirstOrThrow()
      ).id,
    )
    .executeTakeFirstOrThrow();
  await db
    .insertInto('accounts')
    .values({
      brand_id: template.brand_id,
      username: 'agcother',
      username_key: 'agcother',
      password_hash: template.password_hash,
      nickname: 'Other branch',
      is_agent: 1,
      upline_id: null,
      password_changed_at: new Date(),
    })
    .execute();
  otherAgent = await as('agcother', PASSWORDS.agent);
  expect((await register(otherAgent, 'agcx001')).statusCode).toBe(200);
  // The agent's payment password, needed for transfers.
  const set = await ctx.app.inject({
    method: 'PUT',
    url: '/wps/member/payment-password',
    headers: agent,
    payload: { newPassword: '246810' },
  });
  expect(set.statusCode).toBe(200);
  // Many logins and registrations: slow on a busy machine with the embedded database.
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

describe('register downline and referral link', () => {
  it('creates a member who can log in under the agent', async () => {
    const info = await get('/wps/member/info', await as('agcmem1'));
    expect(body(info).value).toMatchObject({
      account: 'agcmem1',
      isAgent: 0,
      uplineAccount: 'demo_agent',
    });
  });

  it('refuses a taken username, a weak password and a wrong confirmation, and creates nothing', async () => {
    const taken = await register(agent, 'demo_member');
    expect(taken.statusCode).toBe(400);
    expect(body(taken).value).toMatchObject({ field: 'username' });
    const weak = await post('/wps/agent/team/register', agent, {
      username: 'agcweak1',
      password: '1',
      confirmPassword: '1',
      type: 'member',
    });
    expect(body(weak).value).toMatchObject({ field: 'password' });
    const mismatch = await post('/wps/agent/team/register', agent, {
      username: 'agcweak1',
      password: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}x`,
      type: 'member',
    });
    expect(body(mismatch).value).toMatchObject({ field: 'confirmPassword' });
    const members = body<{ total: number }>(
      await get('/wps/agent/team/members?search=agcweak1', agent),
    ).value;
    expect(members.total).toBe(0);
  });

  it('gives the agent its invitation link on the brand site, with a QR code', async () => {
    const referral = body<{ affiliateCode: string; link: string; qrSvg: string }>(
      await get('/wps/agent/referral', agent),
    ).value;
    expect(referral.affiliateCode).toBe('PADMA-KARIM');
    expect(referral.link).toMatch(/^https?:\/\/[^/]+\/register\?affiliateCode=PADMA-KARIM$/);
    expect(referral.qrSvg).toContain('<svg');
    // A sub-agent is given a code of its own on first use, and keeps it.
    const first = body<{ affiliateCode: string }>(await get('/wps/agent/referral', subAgent)).value;
    expect(first.affiliateCode).toMatch(/^PADMA-[0-9A-F]{8}$/);
    const again = body<{ affiliateCode: string }>(await get('/wps/agent/referral', subAgent)).value;
    expect(again.affiliateCode).toBe(first.affiliateCode);
  });
});

describe('team management', () => {
  it('lists the whole subtree with levels and uplines, searched and paged on the server', async () => {
    const all = body<{
      total: number;
      list: Array<{ account: string; level: number; upline: string; state: string }>;
    }>(await get('/wps/agent/team/members?pageSize=100', agent)).value;
    const accounts = all.list.map((row) => row.account);
    expect(accounts).toEqual(
      expect.arrayContaining(['demo_sub1', 'demo_sub2', 'agcmem1', 'agcsub1', 'agcmem2']),
    );
    expect(accounts).not.toContain('agcx001');
    expect(all.total).toBe(5);
    expect(all.list.find((row) => row.account === 'agcmem2')).toMatchObject({
      level: 2,
      upline: 'agcsub1',
      state: 'ACTIVE',
    });
    const searched = body<{ total: number; list: Array<{ account: string }> }>(
      await get('/wps/agent/team/members?search=AGC', agent),
    ).value;
    expect(searched.total).toBe(3);
    const level2 = body<{ total: number }>(
      await get('/wps/agent/team/members?level=2', agent),
    ).value;
    expect(level2.total).toBe(1);
    const page2 = body<{ total: number; list: unknown[] }>(
      await get('/wps/agent/team/members?pageNo=2&pageSize=2', agent),
    ).value;
    expect(page2.list).toHaveLength(2);
    expect(page2.total).toBe(5);
    const past = body<{ total: number; list: unknown[] }>(
      await get('/wps/agent/team/members?pageNo=9&pageSize=2', agent),
    ).value;
    expect(past).toEqual({ total: 5, list: [] });
    // A literal search: % matches only a %.
    expect(
      body<{ total: number }>(await get('/wps/agent/team/members?search=%25', agent)).value.total,
    ).toBe(0);
  });

  it('transfers to a direct downline through the ledger, once per key', async () => {
    const first = await transfer(agent, 'agcmem1', '100.50', 'agc-t-1');
    expect(first.statusCode).toBe(200);
    const replay = await transfer(agent, 'agcmem1', '100.50', 'agc-t-1');
    expect(body(replay).value).toEqual(body(first).value);
    const conflict = await transfer(agent, 'agcmem1', '5', 'agc-t-1');
    expect(conflict.statusCode).toBe(409);
    const balance = body<{ sumBalance: number }>(
      await get('/wps/v2/wallets/balance', await as('agcmem1')),
    ).value;
    expect(balance.sumBalance).toBe(100.5);
    await assertLedgerConsistent(ctx.database.db);
  });

  it('refuses a deeper downline, another branch, bad amounts, a wrong payment password and more than the agent holds', async () => {
    expect(body(await transfer(agent, 'agcmem2', 1, 'agc-t-2')).code).toBe('NOT_IN_TEAM');
    expect(body(await transfer(agent, 'agcx001', 1, 'agc-t-3')).code).toBe('NOT_IN_TEAM');
    for (const amount of [0, -1, '1.234', true, null]) {
      expect((await transfer(agent, 'agcmem1', amount as number, 'agc-t-4')).statusCode).toBe(400);
    }
    const wrong = await post('/wps/agent/team/transfer', agent, {
      account: 'agcmem1',
      amount: 1,
      paymentPassword: '000000',
      idempotencyKey: 'agc-t-5',
    });
    expect(body(wrong).code).toBe('PAYMENT_PASSWORD_INVALID');
    const tooMuch = await transfer(agent, 'agcmem1', 999_999_999, 'agc-t-6');
    expect(body(tooMuch).code).toBe('INSUFFICIENT_FUNDS');
    const balance = body<{ sumBalance: number }>(
      await get('/wps/v2/wallets/balance', await as('agcmem1')),
    ).value;
    expect(balance.sumBalance).toBe(100.5);
  });
});

describe('team reports', () => {
  beforeAll(async () => {
    await round('agcmem1', 'agc-r1', 10, 25.5);
    await round('agcmem1', 'agc-r2', 3.33, 0);
  });

  it('team betting lists the rounds with the member and totals that agree with the member’s own record', async () => {
    const team = body<{
      total: number;
      list: Array<{ account: string; roundId: string }>;
      totals: { count: number; stake: number; winLoss: number };
    }>(await get(`/wps/agent/team/bets?${range('&account=agcmem1')}`, agent)).value;
    expect(team.list.map((row) => [row.account, row.roundId])).toEqual([
      ['agcmem1', 'agc-r2'],
      ['agcmem1', 'agc-r1'],
    ]);
    const own = body<{ totals: unknown }>(
      await get(`/wps/member/records/bets?${range()}`, await as('agcmem1')),
    ).value;
    expect(team.totals).toEqual(own.totals);
    expect(team.totals).toEqual({ count: 2, stake: 13.33, validBet: 13.33, winLoss: 12.17 });
  });

  it('user profit and loss per downline agrees with team betting to the cent', async () => {
    const pl = body<{
      total: number;
      list: Array<{ account: string; winLoss: number; bets: number; net: number }>;
      totals: { winLoss: number };
    }>(await get(`/wps/agent/team/profit-loss?${range()}`, agent)).value;
    const line = pl.list.find((row) => row.account === 'agcmem1');
    expect(line).toMatchObject({ bets: 2, winLoss: 12.17, net: 12.17 });
    const teamBets = body<{ totals: { winLoss: number } }>(
      await get(`/wps/agent/team/bets?${range()}`, agent),
    ).value;
    expect(pl.totals.winLoss).toBe(teamBets.totals.winLoss);
  });

  it('downline transactions show the transfer and the rounds on the downline’s wallet', async () => {
    const tx = body<{
      total: number;
      list: Array<{ account: string; kind: string; amount: number }>;
      credits: number;
      debits: number;
    }>(await get(`/wps/agent/team/transactions?${range('&account=agcmem1')}`, agent)).value;
    expect(tx.list.map((row) => row.kind).sort()).toEqual(
      // The lost round's win of 0 moves no money.
      ['BET', 'BET', 'DOWNLINE_TRANSFER', 'WIN'].sort(),
    );
    expect(tx.credits).toBe(126);
    expect(tx.debits).toBe(-13.33);
    const onlyTransfers = body<{ total: number }>(
      await get(`/wps/agent/team/transactions?${range('&kind=DOWNLINE_TRANSFER')}`, agent),
    ).value;
    expect(onlyTransfers.total).toBe(1);
  });

  it('the overview counts the scope, the joiners, the players and their play', async () => {
    const team = body<Record<string, number | string>>(
      await get(`/wps/agent/team/overview?${range()}`, agent),
    ).value;
    expect(team).toMatchObject({
      scope: 'team',
      members: 5,
      newMembers: 3,
      activeMembers: 1,
      validBet: 13.33,
      profitLoss: 12.17,
    });
    const direct = body<Record<string, number>>(
      await get(`/wps/agent/team/overview?${range('&scope=direct')}`, agent),
    ).value;
    expect(direct).toMatchObject({ members: 4, newMembers: 2 });
    const sub = body<Record<string, number>>(
      await get(`/wps/agent/team/overview?${range()}`, subAgent),
    ).value;
    expect(sub).toMatchObject({ members: 1, activeMembers: 0, validBet: 0 });
  });
});

describe('authorisation matrix', () => {
  const endpoints = (account: string) =>
    [
      { method: 'GET', url: `/wps/agent/team/overview?${range()}` },
      { method: 'GET', url: '/wps/agent/team/members' },
      { method: 'GET', url: `/wps/agent/team/bets?${range(`&account=${account}`)}` },
      { method: 'GET', url: `/wps/agent/team/profit-loss?${range(`&account=${account}`)}` },
      { method: 'GET', url: `/wps/agent/team/transactions?${range(`&account=${account}`)}` },
      { method: 'GET', url: '/wps/agent/referral' },
      { method: 'GET', url: '/wps/agent/announcements' },
      { method: 'GET', url: `/wps/agent/income?${range()}` },
      { method: 'GET', url: '/wps/agent/contracts?kind=REAL_TIME_SALARY' },
      { method: 'GET', url: '/wps/agent/contracts?kind=DIVIDEND' },
      {
        method: 'POST',
        url: '/wps/agent/contracts',
        payload: {
          kind: 'DIVIDEND',
          account,
          rateBp: 1,
          period: 'WEEKLY',
          tiers: [{ minValidBet: 0, minActiveMembers: 0, minTeamLoss: 0, rateBp: 1 }],
        },
      },
      {
        method: 'POST',
        url: '/wps/agent/contracts',
        payload: { kind: 'REAL_TIME_SALARY', account, rateBp: 1, profitRateBp: 0, minBet: 0 },
      },
      {
        method: 'POST',
        url: '/wps/agent/team/transfer',
        payload: { account, amount: 1, paymentPassword: '246810', idempotencyKey: 'agc-matrix-1' },
      },
      {
        method: 'POST',
        url: '/wps/agent/team/register',
        payload: {
          username: 'agcmatrix',
          password: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
          type: 'member',
        },
      },
    ] as const;
  const call = (endpoint: ReturnType<typeof endpoints>[number], headers: Headers) =>
    ctx.app.inject({
      method: endpoint.method,
      url: endpoint.url,
      headers,
      ...('payload' in endpoint ? { payload: endpoint.payload } : {}),
    });

  it('refuses visitors, members, trial accounts, downlines and another brand on every call', async () => {
    const downlineMember = await as('agcmem1');
    const otherBrandAgent = authed(
      await login(ctx.app, 'demo_agent', PASSWORDS.agent, BRAND2),
      BRAND2,
    ) as Headers;
    for (const endpoint of endpoints('agcmem1')) {
      const label = `${endpoint.method} ${endpoint.url}`;
      expect([label, (await call(endpoint, BRAND1)).statusCode]).toEqual([label, 401]);
      expect([label, body(await call(endpoint, member)).code]).toEqual([label, 'NOT_AGENT']);
      expect([label, body(await call(endpoint, downlineMember)).code]).toEqual([
        label,
        'NOT_AGENT',
      ]);
      expect([label, body(await call(endpoint, trial)).code]).toEqual([label, 'NOT_REAL_ACCOUNT']);
      // demo_agent's PADMA token on MEGHNA: refused (MEGHNA's agent centre is off, and a token
      // works on its own brand only).
      const crossBrand = await call(endpoint, { ...agent, Merchant: 'MEGHNA' });
      expect([label, [401, 403].includes(crossBrand.statusCode)]).toEqual([label, true]);
      // MEGHNA has the agent centre off.
      expect([label, body(await call(endpoint, otherBrandAgent)).code]).toEqual([
        label,
        'MODULE_DISABLED',
      ]);
    }
  });

  it('refuses another branch’s downline, an upline’s member asked by a sub-agent, and the caller itself', async () => {
    const named = (headers: Headers, account: string) =>
      endpoints(account).filter(
        (endpoint) =>
          endpoint.url.includes(account) ||
          ('payload' in endpoint && 'account' in endpoint.payload),
      );
    for (const [headers, account] of [
      [otherAgent, 'agcmem1'],
      [agent, 'agcx001'],
      [subAgent, 'agcmem1'],
      [subAgent, 'demo_agent'],
      [agent, 'demo_agent'],
      [agent, 'nobody_at_all'],
    ] as const) {
      for (const endpoint of named(headers, account)) {
        const response = await call(endpoint, headers);
        expect([endpoint.url, account, body(response).code]).toEqual([
          endpoint.url,
          account,
          'NOT_IN_TEAM',
        ]);
      }
    }
    // The other branch's lists never show this branch's members.
    const other = body<{ list: Array<{ account: string }> }>(
      await get('/wps/agent/team/members', otherAgent),
    ).value;
    expect(other.list.map((row) => row.account)).toEqual(['agcx001']);
    const otherBets = body<{ total: number }>(
      await get(`/wps/agent/team/bets?${range()}`, otherAgent),
    ).value;
    expect(otherBets.total).toBe(0);
  });
});
