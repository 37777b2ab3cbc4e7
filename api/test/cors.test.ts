import { body, createTestContext, OPS_TOKEN, type TestContext } from './support/testApp.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ corsOrigins: ['https://partner.example.com'] });
});
afterAll(async () => {
  await ctx.close();
});

const preflight = (origin: string) =>
  ctx.app.inject({
    method: 'OPTIONS',
    url: '/wps/member/info',
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization,merchant',
    },
  });

describe('CORS', () => {
  it("allows a brand's site origin", async () => {
    const response = await preflight('http://lite.localhost:3000');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://lite.localhost:3000');
    expect(String(response.headers['access-control-allow-headers'])).toContain('Merchant');
    expect(String(response.headers['access-control-allow-methods'])).toContain('DELETE');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('allows an origin from CORS_ORIGINS', async () => {
    const response = await preflight('https://partner.example.com');
    expect(response.headers['access-control-allow-origin']).toBe('https://partner.example.com');
  });

  it('refuses other origins, another port or scheme on a brand host included', async () => {
    for (const origin of [
      'http://evil.example',
      'http://localhost:3999',
      'https://localhost:3000',
      'http://lite.localhost:8080',
      'http://localhost',
      'null',
    ]) {
      const response = await preflight(origin);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('an operator sets the site origins, each on one of the brand hosts', async () => {
    const patch = (siteOrigins: string[]) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/ops/brands/MEGHNA',
        headers: { authorization: `Bearer ${OPS_TOKEN}` },
        payload: { siteOrigins },
      });
    for (const [origins, field] of [
      [['https://evil.example'], 'siteOrigins.0'],
      [['https://lite.localhost', 'lite.localhost'], 'siteOrigins.1'],
    ] as const) {
      const refused = await patch([...origins]);
      expect(refused.statusCode).toBe(400);
      expect(body(refused).value).toMatchObject({ field });
    }
    const saved = await patch(['HTTPS://Lite.Localhost:443/', 'http://lite.localhost:3000']);
    expect(body<{ config: { siteOrigins: string[] } }>(saved).value.config.siteOrigins).toEqual([
      'https://lite.localhost',
      'http://lite.localhost:3000',
    ]);
  });

  it('sets the header on simple requests from a brand origin', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });
});
