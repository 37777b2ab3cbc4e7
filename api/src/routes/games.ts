import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../errors.js';
import { ok } from '../http/envelope.js';
import { languageSchema, merchantCodeSchema } from '../http/schemas.js';
import { getGameMenus } from '../services/games/gameMenuService.js';

export const gamesRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get(
    '/lgw/games/game_menus',
    {
      config: { brand: true, gate: true, module: 'LOBBY' },
      schema: { querystring: { type: 'object', properties: { language: languageSchema } } },
    },
    async () => ok({ categories: await getGameMenus(fastify.db) }),
  );

  fastify.relay.register({
    name: 'GCSGAME_gameVendor',
    methods: ['GET'],
    guards: { gate: true, module: 'LOBBY' },
    schema: {
      querystring: {
        type: 'object',
        properties: { merchantCode: merchantCodeSchema, language: languageSchema },
      },
    },
    async handle(request, { query }) {
      const brand = await request.requireBrand();
      const merchantCode = query.merchantCode as string | undefined;
      if (merchantCode && merchantCode.toUpperCase() !== brand.merchantCode) {
        throw errors.validation('merchantCode', 'merchantCode does not match the requesting brand');
      }
      return { data: { lanes: await getGameMenus(fastify.db) } };
    },
  });
};
