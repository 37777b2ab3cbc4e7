import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { listAllBrandHosts } from '../services/brands/brandRepository.js';
import { hostnameOf } from '../services/net/ip.js';
import { definePlugin } from './definePlugin.js';

export const ALLOWED_HEADERS = [
  'Content-Type',
  'Authorization',
  'Merchant',
  'Idempotency-Key',
  'X-Gateway-Version',
  'Encryption',
  'os',
  'platform',
];

/** Brand hosts change rarely; re-read them at most this often. */
const HOSTS_TTL_MS = 5_000;

function createOriginCheck(fastify: FastifyInstance) {
  const extraOrigins = new Set(
    fastify.appConfig.corsOrigins.map((origin) => origin.toLowerCase().replace(/\/$/, '')),
  );
  const extraHosts = new Set(
    fastify.appConfig.corsOrigins
      .filter((origin) => !origin.includes('://'))
      .map((origin) => hostnameOf(origin)),
  );
  let cached: { hosts: Set<string>; at: number } | null = null;

  return async (origin: string): Promise<boolean> => {
    const normalised = origin.toLowerCase().replace(/\/$/, '');
    if (extraOrigins.has(normalised)) return true;
    const host = hostnameOf(origin);
    if (!host) return false;
    if (extraHosts.has(host)) return true;
    const now = Date.now();
    if (!cached || now - cached.at > HOSTS_TTL_MS) {
      cached = { hosts: new Set(await listAllBrandHosts(fastify.db)), at: now };
    }
    return cached.hosts.has(host);
  };
}

/** Allows origins whose host is a brand host (any port) or listed in CORS_ORIGINS. */
export const corsPlugin = definePlugin('cors', async (fastify) => {
  const isAllowed = createOriginCheck(fastify);
  await fastify.register(cors, {
    origin: (origin, callback) => {
      if (!origin) {
        callback(null, false);
        return;
      }
      isAllowed(origin).then(
        (allowed) => callback(null, allowed),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ALLOWED_HEADERS,
    credentials: false,
    maxAge: 600,
    strictPreflight: true,
  });
});
