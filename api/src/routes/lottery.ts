import type { FastifyPluginAsync } from 'fastify';
import type { PrizeMode } from '../db/schema.js';
import { ok } from '../http/envelope.js';
import { languageSchema } from '../http/schemas.js';
import { listPopularLotteries, PRIZE_MODES } from '../services/lottery/lotteryService.js';

interface PopularQuery {
  count: number;
  prizeMode?: PrizeMode | '';
  vendor?: string;
  device: string;
  language?: string;
}

export const lotteryRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get<{ Querystring: PopularQuery }>(
    '/lgw/games/popular',
    {
      config: { brand: true, gate: true, module: 'LOTTERY' },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            count: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
            prizeMode: { type: 'string', enum: [...PRIZE_MODES, ''] },
            // The header's lottery vendor links (spec §2 drop-down) open /lottery?vendor=.
            vendor: { type: 'string', pattern: '^[A-Za-z0-9_]{0,32}$' },
            device: { type: 'string', enum: ['WEB', 'H5', 'APP'], default: 'WEB' },
            language: languageSchema,
          },
        },
      },
    },
    async (request) => {
      const { count, prizeMode, vendor } = request.query;
      const list = await listPopularLotteries(fastify.db, {
        count,
        prizeMode: prizeMode ? prizeMode : null,
        vendor: vendor ? vendor.toUpperCase() : null,
        now: fastify.clock.now(),
      });
      return ok({ list });
    },
  );
};
