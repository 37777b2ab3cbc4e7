import {
  authed,
  BRAND2,
  body,
  createTestContext,
  login,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';

let ctx: TestContext;
let member: string;
beforeAll(async () => {
  ctx = await createTestContext();
  member = await login(ctx.app, 'demo_member', PASSWORDS.member);
});
afterAll(async () => {
  await ctx.close();
});

const relay = (
  name: string,
  token: string | null,
  query = '',
  headers: Record<string, string> = { Merchant: 'PADMA' },
) =>
  ctx.app.inject({
    method: 'GET',
    url: `/wps/relay/${name}${query}`,
    headers: token ? authed(token, headers) : headers,
  });

describe('points', () => {
  it('returns the point balance', async () => {
    const response = await relay('MCS2_getPointBalance', member);
    expect(response.statusCode).toBe(200);
    expect(body(response).value).toEqual({ pointBalance: 3420 });
  });

  it('pages the rewards catalogue', async () => {
    const page1 = body<{ list: Array<Record<string, unknown>>; totalPages: number }>(
      await relay('MCS2_getPointReward', member, '?pageNo=1&pageSize=4'),
    ).value;
    expect(page1.totalPages).toBe(2);
    expect(page1.list).toHaveLength(4);
    expect(page1.list[0]).toEqual({
      id: expect.any(Number),
      sku: 'MOBILE_RECHARGE_100',
      name: { bn: expect.any(String), en: 'Mobile recharge ৳100' },
      points: 500,
      stock: 500,
      imageKey: 'rewards/mobile-recharge.png',
      category: 'voucher',
      details: { bn: expect.any(String), en: expect.stringContaining('airtime') },
      maxPerRedemption: 5,
      imageUrl: expect.stringMatching(/\/assets\/rewards\/\d+\.svg$/),
    });
    const page2 = body<{ list: unknown[] }>(
      await relay('MCS2_getPointReward', member, '?pageNo=2&pageSize=4'),
    ).value;
    expect(page2.list).toHaveLength(2);
  });

  it('validates relay query parameters', async () => {
    const response = await relay('MCS2_getPointReward', member, '?pageNo=0');
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'pageNo' } });
  });

  it('needs a token', async () => {
    expect((await relay('MCS2_getPointBalance', null)).statusCode).toBe(401);
  });

  it('refuses trial accounts', async () => {
    const trial = await login(ctx.app, 'demo_trial', PASSWORDS.trial);
    const response = await relay('MCS2_getPointBalance', trial);
    expect(response.statusCode).toBe(403);
    expect(body(response).code).toBe('NOT_REAL_ACCOUNT');
  });

  it('is disabled on brand 2', async () => {
    const token = await login(ctx.app, 'demo_member', PASSWORDS.member, BRAND2);
    const response = await relay('MCS2_getPointBalance', token, '', BRAND2);
    expect(response.statusCode).toBe(403);
    expect(body(response)).toMatchObject({
      code: 'MODULE_DISABLED',
      value: { modId: 'POINT_MALL' },
    });
  });
});

describe('agent team overview', () => {
  it('counts the downline from the upline tree', async () => {
    const agent = await login(ctx.app, 'demo_agent', PASSWORDS.agent);
    const response = await relay('MCS2_getTeamOverview', agent);
    expect(response.statusCode).toBe(200);
    const value = body<{
      directMembers: number;
      totalMembers: number;
      teamBalance: number;
      members: Array<{ account: string; isAgent: number; createdAt: string }>;
    }>(response).value;
    expect(value.directMembers).toBe(2);
    expect(value.totalMembers).toBe(2);
    expect(value.teamBalance).toBe(23900.5);
    expect(value.members.map((m) => m.account).sort()).toEqual(['demo_sub1', 'demo_sub2']);
    expect(new Date(value.members[0]!.createdAt).toString()).not.toBe('Invalid Date');
  });

  it('includes deeper levels in the total', async () => {
    const { db } = ctx.database;
    const brand = await db
      .selectFrom('brands')
      .select('id')
      .where('merchant_code', '=', 'PADMA')
      .executeTakeFirstOrThrow();
    const sub1 = await db
      .selectFrom('accounts')
      .select(['id', 'password_hash'])
      .where('brand_id', '=', brand.id)
      .where('username_key', '=', 'demo_sub1')
      .executeTakeFirstOrThrow();
    const inserted = await db
      .insertInto('accounts')
      .values({
        brand_id: brand.id,
        username: 'deep_member',
        username_key: 'deep_member',
        password_hash: sub1.password_hash,
        nickname: 'Deep',
        is_agent: 0,
        upline_id: sub1.id,
        password_changed_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const agent = await login(ctx.app, 'demo_agent', PASSWORDS.agent);
      const value = body<{ directMembers: number; totalMembers: number }>(
        await relay('MCS2_getTeamOverview', agent),
      ).value;
      expect(value).toMatchObject({ directMembers: 2, totalMembers: 3 });
    } finally {
      await db.deleteFrom('accounts').where('id', '=', inserted.id).execute();
    }
  });

  it('is refused for a member', async () => {
    const response = await relay('MCS2_getTeamOverview', member);
    expect(response.statusCode).toBe(403);
    expect(body(response).code).toBe('NOT_AGENT');
  });

  it('is disabled on brand 2', async () => {
    const agent = await login(ctx.app, 'demo_agent', PASSWORDS.agent, BRAND2);
    const response = await relay('MCS2_getTeamOverview', agent, '', BRAND2);
    expect(body(response).code).toBe('MODULE_DISABLED');
  });
});
