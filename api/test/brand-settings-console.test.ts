import type { WhitelabelNode } from '@site/contracts';
import { signInOperator } from './support/operators.js';
import { BRAND1, body, createTestContext, OPS_TOKEN, type TestContext } from './support/testApp.js';

/**
 * The console's brand settings (issue 45 item 6): an admin operator reads and changes a brand
 * of its own with a reason, the change is audited with the values before and after, the
 * brand's site sees it at its next call, and a brand outside the operator's is refused.
 */
let ctx: TestContext;
let admin: { authorization: string };

const createOperator = async (username: string, brands?: string[]) => {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/ops/operators',
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    payload: { username, password: 'a-long-admin-password', roles: ['admin'], brands },
  });
  expect(created.statusCode).toBe(200);
  return {
    authorization: `Bearer ${await signInOperator(ctx, username, 'a-long-admin-password')}`,
  };
};

const patchSettings = (headers: { authorization: string }, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/ops/brands/PADMA/settings',
    headers,
    payload,
  });

const pointsMallShown = async () => {
  const tree = await ctx.app.inject({
    method: 'GET',
    url: '/wps/system/whitelabel',
    headers: BRAND1,
  });
  const node = body<WhitelabelNode[]>(tree).value.find((entry) => entry.modId === 'POINT_MALL');
  return node?.enabled === '1';
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createOperator('brandadmin');
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

describe('brand settings from the console', () => {
  it('reads a brand as the root token does', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/ops/brands/PADMA/settings',
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    const view = body<{ merchantCode: string; whitelabel: WhitelabelNode[] }>(response).value;
    expect(view.merchantCode).toBe('PADMA');
    expect(view.whitelabel.some((node) => node.modId === 'POINT_MALL')).toBe(true);
  });

  it('switches a module with a reason, audited before and after, live on the site', async () => {
    expect(await pointsMallShown()).toBe(true);
    const off = await patchSettings(admin, {
      patch: { modules: { POINT_MALL: false }, maintenance: { enabled: false } },
      reason: 'mall closed for stocktaking',
    });
    expect(off.statusCode).toBe(200);
    expect(await pointsMallShown()).toBe(false);

    const audit = await ctx.database.db
      .selectFrom('operator_audit')
      .select(['operator_name', 'before', 'after', 'reason'])
      .where('action', '=', 'brand.settings')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operator_name: 'brandadmin',
      reason: 'mall closed for stocktaking',
      before: { modules: { POINT_MALL: true }, maintenance: expect.anything() },
      after: {
        modules: { POINT_MALL: false },
        maintenance: expect.objectContaining({ enabled: false }),
      },
    });

    const on = await patchSettings(admin, {
      patch: { modules: { POINT_MALL: true } },
      reason: 'back',
    });
    expect(on.statusCode).toBe(200);
    expect(await pointsMallShown()).toBe(true);
  });

  it('refuses a change without a reason and a brand outside the operator', async () => {
    expect((await patchSettings(admin, { patch: { flags: { FREE_PLAY: true } } })).statusCode).toBe(
      400,
    );
    const limited = await createOperator('meghnaadmin', ['MEGHNA']);
    const foreign = await patchSettings(limited, {
      patch: { flags: { FREE_PLAY: true } },
      reason: 'not mine',
    });
    expect(foreign.statusCode).toBe(403);
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/ops/brands/PADMA/settings',
      headers: limited,
    });
    expect(read.statusCode).toBe(403);
  });
});
