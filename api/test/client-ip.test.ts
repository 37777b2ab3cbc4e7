import type { FastifyInstance } from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
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

/**
 * Under `pnpm start` the API trusts X-Forwarded-For from loopback, where the site's servers
 * pass the pages' calls on; but any process on the host reaches the API from loopback too, and
 * could pose as any address (escape an IP block, spread its failed logins over made-up
 * addresses). With PROXY_SECRET the proxy proves itself with a header, and only then is its
 * X-Forwarded-For believed.
 */
describe('PROXY_SECRET', () => {
  const SECRET = 'proxy-secret-0123456789abcdef0123456789';
  let local: FastifyInstance;
  beforeAll(async () => {
    local = await ctx.buildApp({
      ...readServerEnv('/srv/api', { TRUST_PROXY: 'loopback', PROXY_SECRET: SECRET }).config,
      opsToken: OPS_TOKEN,
    });
  });

  const from = (headers: Record<string, string>) =>
    local.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { ...BRAND1, ...headers },
      remoteAddress: '127.0.0.1',
    });
  const ipOf = async (headers: Record<string, string>) =>
    body<{ ip: string }>(await from(headers)).value.ip;

  it('believes a loopback X-Forwarded-For only with the secret, compared whole', async () => {
    expect(await ipOf({ 'x-forwarded-for': '198.51.100.9' })).toBe('127.0.0.1');
    for (const forged of ['', 'wrong', SECRET.slice(0, -1), `${SECRET}x`, SECRET.toUpperCase()])
      expect(await ipOf({ 'x-forwarded-for': '198.51.100.9', 'x-proxy-secret': forged })).toBe(
        '127.0.0.1',
      );
    expect(await ipOf({ 'x-forwarded-for': '198.51.100.9', 'x-proxy-secret': SECRET })).toBe(
      '198.51.100.9',
    );
  });

  it('reads PROXY_SECRET from the environment, at least 32 characters', () => {
    expect(readServerEnv('/srv/api', { PROXY_SECRET: SECRET }).config.proxySecret).toBe(SECRET);
    expect(readServerEnv('/srv/api', {}).config.proxySecret).toBeNull();
    expect(() => readServerEnv('/srv/api', { PROXY_SECRET: 'short' })).toThrow(/PROXY_SECRET/);
  });

  it("through the site's own proxy the player's address arrives; a local process cannot pose", async () => {
    // The real proxy code of the site's servers (tooling/api-proxy.cjs), on real sockets.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the site's CommonJS module
    const { createApiProxy } = require('../../tooling/api-proxy.cjs') as {
      createApiProxy: (
        origin: string,
        options?: { secret?: string },
      ) => (request: http.IncomingMessage, response: http.ServerResponse) => void;
    };
    await local.listen({ port: 0, host: '127.0.0.1' });
    const api = (local.server.address() as AddressInfo).port;
    const proxy = http.createServer(createApiProxy(`http://127.0.0.1:${api}`, { secret: SECRET }));
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const site = (proxy.address() as AddressInfo).port;
    const get = (port: number, localAddress: string, headers: Record<string, string>) =>
      new Promise<string>((resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            path: '/wps/system/status',
            localAddress,
            headers: { ...BRAND1, ...headers },
          },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () =>
              resolve((JSON.parse(text) as { value: { ip: string } }).value.ip),
            );
          },
        );
        request.on('error', reject);
        request.end();
      });
    try {
      // A player's page: the proxy states the address it saw, whatever the browser wrote.
      expect(
        await get(site, '127.0.0.7', {
          'x-forwarded-for': '203.0.113.1',
          'x-proxy-secret': 'guessed',
        }),
      ).toBe('127.0.0.7');
      // A process on the host calling the API directly is its own address.
      expect(await get(api, '127.0.0.8', { 'x-forwarded-for': '203.0.113.2' })).toBe('127.0.0.8');
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});
