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
    // what the site runs on where the config leaves a key to a default
    expect(body<{ effective: unknown }>(response).value.effective).toMatchObject({
      registerRules: expect.arrayContaining([
        expect.objectContaining({ field: 'email', enabled: true, required: false }),
      ]),
      referral: expect.objectContaining({ validBetDays: expect.any(Number) }),
      vipUpgradeBonus: expect.objectContaining({
        '1': expect.any(Number),
        '10': expect.any(Number),
      }),
    });
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

describe('languages, theme and registration rules from the console', () => {
  type Rule = { field: string; enabled: boolean; required: boolean };
  const permission = async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/system/permission',
      headers: BRAND1,
    });
    return body<{
      settings: { languages: string[]; defaultLanguage: string; defaultTheme: string };
    }>(response).value.settings;
  };
  const rules = async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/system/setting/register',
      headers: BRAND1,
    });
    return body<{ registerRules: Rule[] }>(response).value.registerRules;
  };
  const ruleOf = async (field: string) => (await rules()).find((rule) => rule.field === field);
  const storedConfig = async () =>
    (
      await ctx.database.db
        .selectFrom('brands')
        .select('config')
        .where('merchant_code', '=', 'PADMA')
        .executeTakeFirstOrThrow()
    ).config;
  const auditCount = async () =>
    (
      await ctx.database.db
        .selectFrom('operator_audit')
        .select('id')
        .where('action', '=', 'brand.settings')
        .execute()
    ).length;

  it("sets the languages, the default language and theme, live on the brand's site", async () => {
    const changed = await patchSettings(admin, {
      patch: { languages: ['en'], defaultLanguage: 'en', defaultTheme: 'dark' },
      reason: 'english-only pilot',
    });
    expect(changed.statusCode).toBe(200);
    expect(await permission()).toMatchObject({
      languages: ['en'],
      defaultLanguage: 'en',
      defaultTheme: 'dark',
    });
    const [audit] = await ctx.database.db
      .selectFrom('operator_audit')
      .select(['before', 'after'])
      .where('reason', '=', 'english-only pilot')
      .execute();
    expect(audit).toMatchObject({
      before: { languages: ['bn', 'en'], defaultLanguage: 'bn' },
      after: { languages: ['en'], defaultLanguage: 'en', defaultTheme: 'dark' },
    });
    const back = await patchSettings(admin, {
      patch: { languages: ['bn', 'en'], defaultLanguage: 'bn', defaultTheme: 'light' },
      reason: 'pilot over',
    });
    expect(back.statusCode).toBe(200);
  });

  it('refuses languages that leave the default out, or none, or unknown ones; nothing changes', async () => {
    const before = await storedConfig();
    const audits = await auditCount();
    for (const patch of [
      { languages: ['en'] },
      { defaultLanguage: 'fr' },
      { languages: [] },
      { languages: ['bn', 'xx'] },
      { defaultTheme: 'sepia' },
      { languages: ['en'], defaultLanguage: 'bn', maintenance: { enabled: true } },
    ]) {
      const response = await patchSettings(admin, { patch, reason: 'bad' });
      expect([response.statusCode, JSON.stringify(patch)]).toEqual([400, JSON.stringify(patch)]);
    }
    expect(await storedConfig()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('makes e-mail required and hides the payee name; the registration check follows', async () => {
    expect(await ruleOf('email')).toMatchObject({ enabled: true, required: false });
    const changed = await patchSettings(admin, {
      patch: {
        registration: {
          fields: {
            email: { enabled: true, required: true },
            payeeName: { enabled: false, required: false },
          },
        },
      },
      reason: 'e-mail for the newsletter',
    });
    expect(changed.statusCode).toBe(200);
    expect(await ruleOf('email')).toMatchObject({ enabled: true, required: true });
    expect(await ruleOf('payeeName')).toMatchObject({ enabled: false, required: false });
    // username and password stay as they were
    expect(await ruleOf('username')).toMatchObject({ enabled: true, required: true });

    const refused = await ctx.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: BRAND1,
      remoteAddress: '10.45.6.1',
      payload: {
        username: 'mailless1',
        password: 'Secret@2026',
        confirmPassword: 'Secret@2026',
        captcha: '0000',
        captchaId: 'none',
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(body(refused)).toMatchObject({ value: { field: 'email', rule: 'required' } });

    const [audit] = await ctx.database.db
      .selectFrom('operator_audit')
      .select(['before', 'after'])
      .where('reason', '=', 'e-mail for the newsletter')
      .execute();
    expect(audit).toMatchObject({
      before: { registration: null },
      after: {
        registration: {
          fields: {
            email: { enabled: true, required: true },
            payeeName: { enabled: false, required: false },
          },
        },
      },
    });

    const back = await patchSettings(admin, {
      patch: { registration: { fields: { email: { enabled: true, required: false } } } },
      reason: 'optional again',
    });
    expect(back.statusCode).toBe(200);
    expect(await ruleOf('email')).toMatchObject({ enabled: true, required: false });
    // merged per field: the payee name stays hidden
    expect(await ruleOf('payeeName')).toMatchObject({ enabled: false });
  });

  it('refuses rules for username, password or captcha, and a hidden required field', async () => {
    const before = await storedConfig();
    const audits = await auditCount();
    for (const fields of [
      { username: { enabled: false, required: false } },
      { password: { enabled: true, required: false } },
      { captcha: { enabled: false, required: false } },
      { email: { enabled: false, required: true } },
      { email: { enabled: true } },
      { email: { enabled: 'yes', required: false } },
    ]) {
      const response = await patchSettings(admin, {
        patch: { registration: { fields } },
        reason: 'bad',
      });
      expect([response.statusCode, JSON.stringify(fields)]).toEqual([400, JSON.stringify(fields)]);
    }
    expect(await storedConfig()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it("refuses another brand's registration rules and a bad blocked entry", async () => {
    const limited = await createOperator('meghnaonly', ['MEGHNA']);
    const foreign = await patchSettings(limited, {
      patch: { registration: { fields: { email: { enabled: true, required: true } } } },
      reason: 'not mine',
    });
    expect(foreign.statusCode).toBe(403);
    const badIp = await patchSettings(admin, {
      patch: { regionRestriction: { blockedIps: ['10.0.0.0/8', 'not-an-ip'] } },
      reason: 'bad entry',
    });
    expect(badIp.statusCode).toBe(400);
    expect((await storedConfig()).registration?.fields.email).toEqual({
      enabled: true,
      required: false,
    });
  });
});
