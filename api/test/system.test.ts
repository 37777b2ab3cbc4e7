import {
  BRAND1,
  BRAND2,
  body,
  createTestContext,
  OPS_TOKEN,
  type TestContext,
} from './support/testApp.js';

interface StatusValue {
  status: number;
  ip: string;
  maintenance: { message: { bn: string; en: string }; until: string | null } | null;
}

interface Node {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: Node[];
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const ops = { authorization: `Bearer ${OPS_TOKEN}` };

async function patchBrand(merchantCode: string, payload: object) {
  const response = await ctx.app.inject({
    method: 'PATCH',
    url: `/ops/brands/${merchantCode}`,
    headers: ops,
    payload,
  });
  expect(response.statusCode).toBe(200);
  return response;
}

describe('GET /health', () => {
  it('answers plain ok after a database round trip', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /wps/system/status', () => {
  const status = async (headers: Record<string, string> = BRAND1) =>
    body<StatusValue>(await ctx.app.inject({ method: 'GET', url: '/wps/system/status', headers }));

  afterEach(async () => {
    await patchBrand('PADMA', {
      maintenance: { enabled: false },
      regionRestriction: { blockedIps: [] },
    });
  });

  it('is 0 (normal) with the client ip', async () => {
    const result = await status();
    expect(result).toMatchObject({ success: true, code: 0, message: '' });
    expect(result.value).toEqual({ status: 0, ip: '127.0.0.1', maintenance: null });
  });

  it('is 1 during maintenance, with the message', async () => {
    await patchBrand('PADMA', {
      maintenance: {
        enabled: true,
        message: { bn: 'রক্ষণাবেক্ষণ', en: 'Back soon' },
        until: '2030-01-01T00:00:00Z',
      },
    });
    const result = await status();
    expect(result.value.status).toBe(1);
    expect(result.value.maintenance).toEqual({
      message: { bn: 'রক্ষণাবেক্ষণ', en: 'Back soon' },
      until: '2030-01-01T00:00:00.000Z',
    });
    // The other brand is unaffected.
    expect((await status(BRAND2)).value.status).toBe(0);
  });

  it('is 2 when the client ip is blocked (exact ip or CIDR)', async () => {
    await patchBrand('PADMA', { regionRestriction: { blockedIps: ['127.0.0.1'] } });
    expect((await status()).value.status).toBe(2);
    await patchBrand('PADMA', {
      regionRestriction: { blockedIps: ['10.0.0.0/8', '127.0.0.0/24'] },
    });
    expect((await status()).value.status).toBe(2);
    await patchBrand('PADMA', { regionRestriction: { blockedIps: ['10.0.0.0/8'] } });
    expect((await status()).value.status).toBe(0);
  });

  it('prefers maintenance over a region block', async () => {
    await patchBrand('PADMA', {
      maintenance: { enabled: true },
      regionRestriction: { blockedIps: ['127.0.0.1'] },
    });
    expect((await status()).value.status).toBe(1);
  });

  it('closes business routes while the brand is in maintenance or blocked', async () => {
    const login = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: BRAND1,
        payload: { username: 'demo_member', password: 'Member@2026', type: 'username' },
      });
    await patchBrand('PADMA', { maintenance: { enabled: true } });
    let response = await login();
    expect(response.statusCode).toBe(503);
    expect(body(response).code).toBe('MAINTENANCE');
    await patchBrand('PADMA', {
      maintenance: { enabled: false },
      regionRestriction: { blockedIps: ['127.0.0.1'] },
    });
    response = await login();
    expect(response.statusCode).toBe(403);
    expect(body(response).code).toBe('ACCESS_RESTRICTED');
  });
});

type PermissionValue = {
  merchantCode: string;
  brandName: string;
  analytics: { gtagId: string };
  customerService: { liveChat: boolean; links: Record<string, string> };
  settings: Record<string, unknown>;
  registerRules: Record<string, unknown>[];
  resources: { resourceType: string }[];
  location: { ip: string };
  maintenance: { enabled: boolean };
  regionRestriction: { restricted: boolean };
  imageCDNs: string[];
  whitelabel: Node[];
};

describe('GET /wps/system/permission', () => {
  const permission = (url: string) =>
    ctx.app.inject({ method: 'GET', url: `/wps/system/permission?url=${encodeURIComponent(url)}` });

  it('resolves brand 1 by host', async () => {
    const response = await permission('localhost');
    expect(response.statusCode).toBe(200);
    const { value } = body<PermissionValue>(response);
    expect(value.merchantCode).toBe('PADMA');
    expect(value.brandName).toBe('Padma Play');
    expect(value.analytics).toEqual({ gtagId: 'GTM-PADMA01' });
    expect(value.customerService.liveChat).toBe(true);
    expect(Object.keys(value.customerService.links).sort()).toEqual([
      'facebook',
      'telegram',
      'whatsapp',
    ]);
    expect(value.settings).toMatchObject({
      languages: ['bn', 'en'],
      defaultLanguage: 'bn',
      defaultTheme: 'light',
      currencySymbol: '৳',
      ageLimit: 18,
      copyrightYear: 2025,
    });
    expect(value.registerRules).toHaveLength(15);
    expect(value.registerRules[0]).toMatchObject({
      field: 'username',
      enabled: true,
      required: true,
      minLength: 6,
      maxLength: 16,
    });
    expect(value.resources.map((r: { resourceType: string }) => r.resourceType)).toEqual([
      'ANDROID',
      'IOS',
      'IOS_LITE',
    ]);
    expect(value.location).toEqual({ ip: '127.0.0.1' });
    expect(value.maintenance.enabled).toBe(false);
    expect(value.regionRestriction).toEqual({ restricted: false });
    expect(value.imageCDNs).toEqual([]);
    const settings = (value.whitelabel as Node[]).find((node) => node.modId === 'SETTINGS');
    const flags = Object.fromEntries(
      settings!.childrenNodes.map((node) => [node.modId, node.enabled]),
    );
    expect(flags.FREE_PLAY).toBe('1');
    expect(flags.LOGGED_IN_TO_HOME_PAGE).toBe('0');
    expect(Object.keys(flags)).toHaveLength(14);
  });

  it('resolves brand 2 by host with the port stripped', async () => {
    const response = await permission('lite.localhost:3000');
    const { value } = body<PermissionValue>(response);
    expect(value.merchantCode).toBe('MEGHNA');
    expect(value.settings.defaultTheme).toBe('dark');
    expect(value.analytics.gtagId).toBe('GTM-MEGHNA1');
    expect(Object.keys(value.customerService.links).sort()).toEqual(['facebook', 'telegram']);
    expect(value.customerService.liveChat).toBe(false);
    const byId = Object.fromEntries((value.whitelabel as Node[]).map((node) => [node.modId, node]));
    expect(byId.POINT_MALL!.enabled).toBe('0');
    expect(byId.AGENT_CENTRE!.enabled).toBe('0');
    expect(byId.LOBBY!.enabled).toBe('1');
    const flags = Object.fromEntries(
      byId.SETTINGS!.childrenNodes.map((node) => [node.modId, node.enabled]),
    );
    expect(flags).toMatchObject({
      FREE_PLAY: '0',
      MANUAL_REBATE: '0',
      CONTRACT_DIVIDEND: '0',
      HOURLY_SALARY: '0',
      SALARY: '1',
    });
  });

  it('accepts a full URL and an IP host', async () => {
    expect(
      body<{ merchantCode: string }>(await permission('http://127.0.0.2:8080/home')).value
        .merchantCode,
    ).toBe('MEGHNA');
    expect(
      body<{ merchantCode: string }>(await permission('127.0.0.1:4000')).value.merchantCode,
    ).toBe('PADMA');
  });

  it('answers 404 BRAND_NOT_FOUND for an unknown host', async () => {
    const response = await permission('unknown.example:3000');
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual({
      success: false,
      code: 'BRAND_NOT_FOUND',
      message: 'Unknown merchant',
      value: null,
    });
  });

  it('falls back to the Origin, then the Host header', async () => {
    const byOrigin = await ctx.app.inject({
      method: 'GET',
      url: '/wps/system/permission',
      headers: { origin: 'http://lite.localhost:5173' },
    });
    expect(body<{ merchantCode: string }>(byOrigin).value.merchantCode).toBe('MEGHNA');
    const byHost = await ctx.app.inject({
      method: 'GET',
      url: '/wps/system/permission',
      headers: { host: '127.0.0.2:4000' },
    });
    expect(body<{ merchantCode: string }>(byHost).value.merchantCode).toBe('MEGHNA');
  });

  it('prefers the Merchant header and refuses an unknown merchant', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/system/permission?url=lite.localhost',
      headers: { merchant: 'PADMA' },
    });
    expect(body<{ merchantCode: string }>(response).value.merchantCode).toBe('PADMA');
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/wps/system/whitelabel',
      headers: { merchant: 'NOPE' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).code).toBe('BRAND_NOT_FOUND');
  });
});

describe('GET /wps/system/whitelabel', () => {
  it('returns the module tree of the Merchant header brand', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/system/whitelabel',
      headers: BRAND2,
    });
    const tree = body<Node[]>(response).value;
    expect(tree.map((node) => node.modId)).toEqual([
      'LOBBY',
      'LOTTERY',
      'MEMBER_CENTRE',
      'AGENT_CENTRE',
      'POINT_MALL',
      'PROMOTIONS',
      'VIP',
      'HELP',
      'SPORTSBOOK',
      'SETTINGS',
    ]);
    expect(tree.find((node) => node.modId === 'POINT_MALL')?.enabled).toBe('0');
    expect(tree.find((node) => node.modId === 'AGENT_CENTRE')?.enabled).toBe('0');
  });
});

describe('error envelope', () => {
  it('wraps unknown routes', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/does/not/exist' });
    expect(response.statusCode).toBe(404);
    expect(body(response)).toMatchObject({ success: false, code: 'NOT_FOUND', value: null });
  });

  it('wraps schema validation errors with the field', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/lgw/games/popular?count=500',
      headers: BRAND1,
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      value: { field: 'count' },
    });
  });

  it('wraps invalid JSON bodies', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { ...BRAND1, 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('wraps unknown relay names', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/relay/NO_SUCH_CALL',
      headers: BRAND1,
    });
    expect(response.statusCode).toBe(404);
    expect(body(response).code).toBe('NOT_FOUND');
  });
});
