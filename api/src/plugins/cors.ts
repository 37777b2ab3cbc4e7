import cors from '@fastify/cors';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { listAllSiteOrigins } from '../services/brands/brandRepository.js';
import { normaliseOrigin } from '../services/net/ip.js';

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

/** Site origins change rarely; re-read them at most this often. */
const ORIGINS_TTL_MS = 5_000;

function createOriginCheck(fastify: FastifyInstance) {
  const configured = new Set(fastify.appConfig.corsOrigins);
  let cached: { origins: Set<string>; at: number } | null = null;

  return async (origin: string): Promise<boolean> => {
    const normalised = normaliseOrigin(origin);
    if (!normalised) return false;
    if (configured.has(normalised)) return true;
    const now = Date.now();
    if (!cached || now - cached.at > ORIGINS_TTL_MS) {
      const origins = await listAllSiteOrigins(fastify.db);
      cached = { origins: new Set(origins.flatMap((o) => normaliseOrigin(o) ?? [])), at: now };
    }
    return cached.origins.has(normalised);
  };
}

/**
 * Allows exactly the brands' site origins (`config.siteOrigins`) and CORS_ORIGINS: another
 * port or scheme on a brand host is another origin, and may run anything.
 */
const allowSiteOrigins: FastifyPluginAsync = async (fastify) => {
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
};

export const corsPlugin = fp(allowSiteOrigins, {
  name: 'cors',
  fastify: '5.x',
  dependencies: ['context'],
});
