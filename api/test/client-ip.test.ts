import type { FastifyInstance } from 'fastify';
import { readServerEnv } from '../src/config.js';
import { BRAND1, body, createTestContext, OPS_TOKEN, type TestContext } from './support/testApp.js';

/**
 * The client address behind a reverse proxy (TRUST_PROXY). The proxy at 10.0.0.1 appends the
 * address it saw to X-Forwarded-For; whatever the client wrote itself stands to the left.
 */
const PROXY = '10.0.0.1';

let ctx: TestContext;
let behindOneProxy: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext();
  // What `TRUST_PROXY=10.0.0.1` in the environment gives the app: one trusted proxy.
  behindOneProxy = await ctx.buildApp({
    trustProxy: readServerEnv('/srv/api', { TRUST_PROXY: PROXY }).config.trustProxy,
  });
});
afterAll(async () => {
  await ctx.close();
});

const viaProxy = (app: FastifyInstance, url: string, forwardedFor: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...BRAND1, 'x-forwarded-for': forwardedFor },
    remoteAddress: PROXY,
  });

const seenIp = async (app: FastifyInstance, forwardedFor: string) =>
  body<{ ip: string }>(await viaProxy(app, '/wps/system/status', forwardedFor)).value.ip;

describe('TRUST_PROXY', () => {
  it('behind one trusted proxy takes the address the proxy appended, not one the client wrote', async () => {
    expect(await seenIp(behindOneProxy, '198.51.100.9')).toBe('198.51.100.9');
    // The client sent "X-Forwarded-For: 1.2.3.4"; the proxy appended the real peer.
    expect(await seenIp(behindOneProxy, '1.2.3.4, 198.51.100.9')).toBe('198.51.100.9');
  });

  it('without TRUST_PROXY ignores the header, and trusts only listed proxies', async () => {
    expect(await seenIp(ctx.app, '1.2.3.4, 198.51.100.9')).toBe(PROXY);
    const listed = await ctx.buildApp({
      trustProxy: readServerEnv('/srv/api', { TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' }).config
        .trustProxy,
    });
    expect(await seenIp(listed, '1.2.3.4, 198.51.100.9')).toBe('198.51.100.9');
    // Two listed proxies in a row are both skipped; an unlisted one is where trust stops.
    expect(await seenIp(listed, '1.2.3.4, 198.51.100.9, 10.9.9.9')).toBe('198.51.100.9');
    expect(await seenIp(listed, '1.2.3.4, 203.0.113.50')).toBe('203.0.113.50');
  });

  it('refuses "trust everyone", hop counts and unreadable values at start-up', () => {
    // `1` and `true` used to mean "believe the left-most X-Forwarded-For entry".
    for (const value of ['1', 'true', '2', 'yes', '10.0.0.0/33']) {
      expect(() => readServerEnv('/srv/api', { TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    }
    expect(readServerEnv('/srv/api', {}).config.trustProxy).toBe(false);
    expect(readServerEnv('/srv/api', { TRUST_PROXY: 'loopback, ::1' }).config.trustProxy).toEqual([
      'loopback',
      '::1',
    ]);
  });

  it('trusts a listed proxy only: a client reaching the API directly cannot forge its address', async () => {
    const direct = await behindOneProxy.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { ...BRAND1, 'x-forwarded-for': '1.2.3.4' },
      remoteAddress: '203.0.113.80',
    });
    expect(body<{ ip: string }>(direct).value.ip).toBe('203.0.113.80');
  });

  it('a blocked address cannot escape its block by forging the header', async () => {
    const patch = (blockedIps: string[]) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/ops/brands/PADMA',
        headers: { authorization: `Bearer ${OPS_TOKEN}` },
        payload: { regionRestriction: { blockedIps } },
      });
    expect((await patch(['198.51.100.0/24'])).statusCode).toBe(200);
    behindOneProxy.brands.clear(); // another app instance: its brand cache has to hear of it
    try {
      for (const forged of ['198.51.100.7', '8.8.8.8, 198.51.100.7', '127.0.0.1, 198.51.100.7']) {
        const captcha = await viaProxy(behindOneProxy, '/wps/captcha', forged);
        expect(captcha.statusCode).toBe(403);
        expect(body(captcha).code).toBe('ACCESS_RESTRICTED');
      }
    } finally {
      await patch([]);
      behindOneProxy.brands.clear();
    }
  });

  it('per-address limits hold whatever the client writes in front', async () => {
    ctx.clock.advance(2_000);
    const first = await viaProxy(behindOneProxy, '/wps/captcha', '1.1.1.1, 198.51.100.20');
    expect(first.statusCode).toBe(200);
    // Refreshing faster than once a second is refused however the forged part changes.
    for (const forged of ['2.2.2.2', '3.3.3.3, 4.4.4.4']) {
      const again = await viaProxy(behindOneProxy, '/wps/captcha', `${forged}, 198.51.100.20`);
      expect(again.statusCode).toBe(429);
    }
  });
});
