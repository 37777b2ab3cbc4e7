import { createTestContext, type TestContext } from './support/testApp.js';

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
  it('allows a brand host on any port', async () => {
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

  it('refuses other origins', async () => {
    const response = await preflight('http://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
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
