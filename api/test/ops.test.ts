// On PostgreSQL too: a second API process hears a change by NOTIFY.
import { BRAND1, body, createTestContext, OPS_TOKEN, type TestContext } from './support/testApp.js';
import { BRAND_CACHE_TTL_MS } from '../src/services/brands/brandCache.js';
import { confirmEmailOnFile } from './support/security.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const patch = (payload: object, token: string | null = OPS_TOKEN, code = 'PADMA') =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/ops/brands/${code}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload,
  });

describe('ops routes', () => {
  it('do not exist without OPS_TOKEN', async () => {
    const app = await ctx.buildApp({ opsToken: null });
    const response = await app.inject({
      method: 'PATCH',
      url: '/ops/brands/PADMA',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload: { maintenance: { enabled: true } },
    });
    expect(response.statusCode).toBe(404);
    expect(body(response).code).toBe('NOT_FOUND');
  });

  it('refuse a missing or wrong token', async () => {
    for (const token of [null, 'wrong-token', `${OPS_TOKEN}x`]) {
      const response = await patch({ maintenance: { enabled: true } }, token);
      expect(response.statusCode).toBe(401);
      expect(body(response).code).toBe('OPS_TOKEN_INVALID');
    }
    const status = await ctx.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: BRAND1,
    });
    expect(body<{ status: number }>(status).value.status).toBe(0);
  });

  it('patch and return the brand config', async () => {
    const response = await patch({
      maintenance: { enabled: true },
      regionRestriction: { blockedIps: ['192.168.0.0/16', '203.0.113.7'] },
      modules: { VIP: false },
      flags: { FREE_PLAY: false },
    });
    expect(response.statusCode).toBe(200);
    const value = body<{
      merchantCode: string;
      hosts: string[];
      config: {
        maintenance: { enabled: boolean; message: { en: string } };
        regionRestriction: { blockedIps: string[] };
      };
      whitelabel: Array<{
        modId: string;
        enabled: string;
        childrenNodes: Array<{ modId: string; enabled: string }>;
      }>;
    }>(response).value;
    expect(value.merchantCode).toBe('PADMA');
    expect(value.hosts).toEqual(['127.0.0.1', 'localhost']);
    expect(value.config.maintenance.enabled).toBe(true);
    expect(value.config.maintenance.message.en).toMatch(/maintenance/);
    expect(value.config.regionRestriction.blockedIps).toEqual(['192.168.0.0/16', '203.0.113.7']);
    expect(value.whitelabel.find((n) => n.modId === 'VIP')?.enabled).toBe('0');
    const flags = value.whitelabel.find((n) => n.modId === 'SETTINGS')!.childrenNodes;
    expect(flags.find((n) => n.modId === 'FREE_PLAY')?.enabled).toBe('0');

    const restored = await patch({
      maintenance: { enabled: false },
      regionRestriction: { blockedIps: [] },
      modules: { VIP: true },
      flags: { FREE_PLAY: true },
    });
    expect(restored.statusCode).toBe(200);
  });

  it('store the maintenance message as plain text, whatever markup is sent', async () => {
    const response = await patch({
      maintenance: {
        enabled: true,
        message: {
          en: 'Back <b>soon</b><script>fetch("//evil.example")</script><img src=x onerror=alert(1)> &amp; thanks',
          bn: '<p onclick="x()">শীঘ্রই ফিরছি</p>\u0007',
        },
      },
    });
    expect(response.statusCode).toBe(200);
    const status = await ctx.app.inject({ url: '/wps/system/status', headers: BRAND1 });
    expect(body<{ maintenance: { message: unknown } }>(status).value.maintenance.message).toEqual({
      en: 'Back soon & thanks',
      bn: 'শীঘ্রই ফিরছি',
    });
    expect((await patch({ maintenance: { enabled: false } })).statusCode).toBe(200);
  });

  it('validate the patch', async () => {
    const cases: Array<[object, string]> = [
      [{}, 'body'],
      [{ regionRestriction: { blockedIps: ['not-an-ip'] } }, 'regionRestriction.blockedIps.0'],
      [{ regionRestriction: { blockedIps: ['10.0.0.0/33'] } }, 'regionRestriction.blockedIps.0'],
      [{ modules: { NOPE: true } }, 'modules.NOPE'],
      [{ flags: { LOBBY: true } }, 'flags.LOBBY'],
      [{ maintenance: { enabled: 'yes' } }, 'maintenance.enabled'],
      [{ maintenance: {} }, 'maintenance.enabled'],
    ];
    for (const [payload, field] of cases) {
      const response = await patch(payload);
      expect(response.statusCode).toBe(400);
      expect(body(response)).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
    }
  });

  it("set where mailed links point, only to one of the brand's site origins", async () => {
    // A reset link goes to a confirmed address only.
    await confirmEmailOnFile(ctx.database.db, 'demo_agent');
    const resetLinkOrigin = async () => {
      await ctx.app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { ...BRAND1, origin: 'https://evil.example' },
        remoteAddress: '10.70.0.1',
        payload: { username: 'demo_agent', email: 'demo_agent@padma.example' },
      });
      const mail = await ctx.database.db
        .selectFrom('outbox_messages')
        .select('body')
        .where('recipient', '=', 'demo_agent@padma.example')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return /(\S+)\/reset-password\?token=/.exec(mail.body)![1];
    };
    const original = body<{ config: { siteOrigins: string[] } }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/ops/brands/PADMA',
        headers: { authorization: `Bearer ${OPS_TOKEN}` },
      }),
    ).value.config.siteOrigins;
    const changed = await patch({
      siteOrigins: ['https://127.0.0.1:8443', 'http://localhost:3000'],
    });
    expect(changed.statusCode).toBe(200);
    expect(await resetLinkOrigin()).toBe('https://127.0.0.1:8443');

    const refused = await patch({ siteOrigins: ['https://evil.example'] });
    expect(refused.statusCode).toBe(400);
    expect(body(refused)).toMatchObject({ value: { field: 'siteOrigins.0' } });

    expect((await patch({ siteOrigins: original })).statusCode).toBe(200);
    expect(await resetLinkOrigin()).toBe('http://localhost:3000');
  });

  it("change the side bar's live chat and community links (spec §2)", async () => {
    const permission = async () =>
      body<{ customerService: { liveChat: boolean; links: Record<string, string> } }>(
        await ctx.app.inject({
          method: 'GET',
          url: '/wps/system/permission?url=localhost',
          headers: BRAND1,
        }),
      ).value.customerService;
    const before = await permission();
    const response = await patch({
      customerService: { liveChat: false, links: { instagram: 'https://instagram.com/x' } },
    });
    expect(response.statusCode).toBe(200);
    expect(await permission()).toMatchObject({
      liveChat: false,
      links: { instagram: 'https://instagram.com/x' },
    });
    expect(Object.keys((await permission()).links)).toEqual(['instagram']);
    for (const bad of [
      { customerService: { links: { instagram: 'javascript:alert(1)' } } },
      { customerService: { links: { myspace: 'https://myspace.com/x' } } },
      { customerService: {} },
    ]) {
      expect((await patch(bad)).statusCode).toBe(400);
    }
    await patch({ customerService: before });
    expect(await permission()).toEqual(before);
  });

  it('answer 404 for an unknown brand', async () => {
    const response = await patch({ maintenance: { enabled: true } }, OPS_TOKEN, 'NOPE');
    expect(response.statusCode).toBe(404);
    expect(body(response).code).toBe('BRAND_NOT_FOUND');
  });
});

describe('brand lookups between operator changes', () => {
  const statusOf = async (app: typeof ctx.app) =>
    body<{ status: number }>(
      await app.inject({ method: 'GET', url: '/wps/system/status', headers: BRAND1 }),
    ).value.status;

  it('an ops change counts at once here, and within BRAND_CACHE_TTL_MS in another API process', async () => {
    const otherProcess = await ctx.buildApp();
    try {
      expect(await statusOf(ctx.app)).toBe(0);
      expect(await statusOf(otherProcess)).toBe(0);
      expect((await patch({ maintenance: { enabled: true } })).statusCode).toBe(200);
      expect(await statusOf(ctx.app)).toBe(1);
      // The other process still uses the brand it read a moment ago...
      expect(await statusOf(otherProcess)).toBe(0);
      // ...until its copy expires.
      ctx.clock.advance(BRAND_CACHE_TTL_MS + 1);
      expect(await statusOf(otherProcess)).toBe(1);
    } finally {
      await patch({ maintenance: { enabled: false } });
      ctx.clock.advance(BRAND_CACHE_TTL_MS + 1);
      await otherProcess.close();
    }
  });
});
