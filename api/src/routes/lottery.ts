import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PopularLotteries, PopularLotteriesQuery } from '@site/contracts';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { listPopularLotteries } from '../services/lottery/lotteryService.js';

export const lotteryRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/lgw/games/popular',
    {
      config: { brand: true, gate: true, module: 'LOTTERY' },
      schema: { querystring: PopularLotteriesQuery, response: okResponse(PopularLotteries) },
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
