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

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const attempt = (username: string, password: string, headers: Record<string, string> = BRAND1) =>
  ctx.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers,
    payload: { username, password, type: 'username' },
  });

describe('POST /wps/session/login', () => {
  it('returns a token and first-login flags', async () => {
    const first = await attempt('demo_sub1', PASSWORDS.member);
    expect(first.statusCode).toBe(200);
    const value = body<{ token: string; firstTimeLogin: boolean; passwordExpired: boolean }>(
      first,
    ).value;
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(value.firstTimeLogin).toBe(true);
    expect(value.passwordExpired).toBe(false);

    const second = body<{ token: string; firstTimeLogin: boolean }>(
      await attempt('DEMO_SUB1 ', PASSWORDS.member),
    ).value;
    expect(second.firstTimeLogin).toBe(false);
    expect(second.token).not.toBe(value.token);
  });

  it('stores only the token hash', async () => {
    const token = await login(ctx.app, 'demo_member', PASSWORDS.member);
    const rows = await ctx.database.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('refuses a wrong password and an unknown user with the same answer', async () => {
    const wrong = await attempt('demo_member', 'Wrong@2026');
    const unknown = await attempt('nobody_here', 'Wrong@2026');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(body(response)).toEqual({
        success: false,
        code: 'LOGIN_FAILED',
        message: 'Incorrect username or password',
        value: null,
      });
    }
  });

  it('scopes usernames by brand', async () => {
    expect((await attempt('demo_member', PASSWORDS.member, BRAND2)).statusCode).toBe(200);
  });

  it('validates the body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: BRAND1,
      payload: { username: 'demo_member', type: 'username' },
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { field: 'password' },
    });
    const badType = await ctx.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: BRAND1,
      payload: { username: 'demo_member', password: 'x', type: 'carrier-pigeon' },
    });
    expect(body(badType)).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'type' } });
  });
});

describe('session token', () => {
  it('is required', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: BRAND1,
    });
    expect(response.statusCode).toBe(401);
    expect(body(response).code).toBe('TOKEN_INVALID');
    const garbage = await ctx.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: authed('garbage'),
    });
    expect(garbage.statusCode).toBe(401);
  });

  it('is refused after logout', async () => {
    const token = await login(ctx.app, 'demo_member', PASSWORDS.member);
    const logout = await ctx.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: authed(token),
    });
    expect(logout.statusCode).toBe(200);
    expect(body(logout)).toEqual({ success: true, code: 0, message: '', value: null });
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: authed(token),
    });
    expect(after.statusCode).toBe(401);
  });

  it('of brand 1 is refused on brand 2', async () => {
    const token = await login(ctx.app, 'demo_member', PASSWORDS.member);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: authed(token, BRAND2),
    });
    expect(response.statusCode).toBe(401);
    expect(body(response).code).toBe('TOKEN_INVALID');
  });

  it('expires after 2 hours idle, and is extended by use', async () => {
    const token = await login(ctx.app, 'demo_member', PASSWORDS.member);
    const info = () =>
      ctx.app.inject({ method: 'GET', url: '/wps/member/info', headers: authed(token) });
    ctx.clock.advance(90 * 60 * 1000);
    expect((await info()).statusCode).toBe(200);
    ctx.clock.advance(90 * 60 * 1000);
    expect((await info()).statusCode).toBe(200);
    ctx.clock.advance(2 * 60 * 60 * 1000 + 1);
    const expired = await info();
    expect(expired.statusCode).toBe(401);
    expect(body(expired).code).toBe('TOKEN_EXPIRED');
  });

  it('expires 24 hours after login even when active', async () => {
    const token = await login(ctx.app, 'demo_member', PASSWORDS.member);
    const info = () =>
      ctx.app.inject({ method: 'GET', url: '/wps/member/info', headers: authed(token) });
    for (let hour = 0; hour < 23; hour += 1) {
      ctx.clock.advance(60 * 60 * 1000);
      expect((await info()).statusCode).toBe(200);
    }
    ctx.clock.advance(60 * 60 * 1000);
    expect((await info()).statusCode).toBe(401);
  });
});

describe('GET /wps/member/info', () => {
  it('describes the member', async () => {
    const token = await login(ctx.app, 'demo_member', PASSWORDS.member);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: authed(token),
    });
    expect(body(response).value).toEqual({
      id: expect.any(Number),
      account: 'demo_member',
      nickname: 'Rahim',
      type: 0,
      isAgent: 0,
      toUpline: false,
      uplineAccount: null,
      clubLabel: { labelName: 'Gold', rankLevel: 3 },
      memberLabel: [],
    });
  });

  it('shows the upline of a downline member and the agent type', async () => {
    const sub = await login(ctx.app, 'demo_sub2', PASSWORDS.member);
    const subInfo = body<Record<string, unknown>>(
      await ctx.app.inject({ method: 'GET', url: '/wps/member/info', headers: authed(sub) }),
    ).value;
    expect(subInfo).toMatchObject({ toUpline: true, uplineAccount: 'demo_agent' });
    const agent = await login(ctx.app, 'demo_agent', PASSWORDS.agent);
    const agentInfo = body<Record<string, unknown>>(
      await ctx.app.inject({ method: 'GET', url: '/wps/member/info', headers: authed(agent) }),
    ).value;
    expect(agentInfo).toMatchObject({ nickname: 'Karim', isAgent: 1, type: 1 });
  });
});

describe('GET /wps/v2/wallets/balance', () => {
  it('returns major units with the brand currency symbol', async () => {
    const token = await login(ctx.app, 'demo_member', PASSWORDS.member);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      headers: authed(token),
    });
    expect(response.statusCode).toBe(200);
    expect(body(response).value).toEqual({
      sumBalance: 1250000,
      currency: 'BDT',
      currencySymbol: '৳',
    });
    expect(response.body).toContain('"sumBalance":1250000');
  });

  it('keeps the cents', async () => {
    const token = await login(ctx.app, 'demo_agent', PASSWORDS.agent);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      headers: authed(token),
    });
    expect(body<{ sumBalance: number }>(response).value.sumBalance).toBe(482500.75);
    const trial = await login(ctx.app, 'demo_trial', PASSWORDS.trial);
    const trialBalance = await ctx.app.inject({
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      headers: authed(trial),
    });
    expect(body<{ sumBalance: number }>(trialBalance).value.sumBalance).toBe(2000);
  });
});
