import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** The header by which the site's proxy (tooling/api-proxy.cjs) proves itself. */
export const PROXY_SECRET_HEADER = 'x-proxy-secret';

/** What a trusted proxy states about the client: believed only from a proxy that proved itself. */
const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'] as const;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant time, whatever the length: both sides are hashed to 32 bytes first. */
export function isProxySecret(sent: string | string[] | undefined, secret: string): boolean {
  return typeof sent === 'string' && timingSafeEqual(digest(sent), digest(secret));
}

/**
 * With PROXY_SECRET (config.proxySecret) and TRUST_PROXY, the forwarded headers of a request that
 * does not carry the secret are dropped before anything reads them (Fastify reads them lazily,
 * for request.ip, host and protocol), so its client is its socket's peer: a process on the API's
 * host that reaches it from loopback, a listed proxy address, cannot pose as another address.
 * The secret header itself is dropped either way, so no handler or log sees it.
 */
const trustProvenProxies: FastifyPluginAsync = async (fastify) => {
  const secret = fastify.appConfig.proxySecret;
  if (fastify.appConfig.trustProxy === false || secret === null) return;
  // A callback hook, the first of all: an async one costs a promise and a turn for nothing.
  fastify.addHook('onRequest', (request, _reply, done) => {
    const headers = request.raw.headers;
    const proven = isProxySecret(headers[PROXY_SECRET_HEADER], secret);
    delete headers[PROXY_SECRET_HEADER];
    if (!proven) for (const name of FORWARDED_HEADERS) delete headers[name];
    done();
  });
};

export const proxyTrustPlugin = fp(trustProvenProxies, {
  name: 'proxy-trust',
  fastify: '5.x',
  dependencies: ['context'],
});
