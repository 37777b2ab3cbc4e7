import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GameMenus, GameVendorLanes, GameVendorQuery, LanguageQuery } from '@site/contracts';
import { errors } from '../errors.js';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { nodeIdParamsSchema, sendSvgArtwork } from '../http/svg-artwork.js';
import { requestBaseUrl } from '../services/content/language.js';
import { getGameMenus } from '../services/games/gameMenuService.js';
import { findVendorArt, vendorLogoSvg } from '../services/games/vendorLogo.js';

export const gamesRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/lgw/games/game_menus',
    {
      config: { brand: true, gate: true, module: 'LOBBY' },
      schema: { querystring: LanguageQuery, response: okResponse(GameMenus) },
    },
    async (request) => ok({ categories: await getGameMenus(fastify.db, requestBaseUrl(request)) }),
  );

  fastify.relay.register({
    name: 'GCSGAME_gameVendor',
    methods: ['GET'],
    guards: { gate: true, module: 'LOBBY' },
    schema: { querystring: GameVendorQuery, response: GameVendorLanes },
    async handle(request, { query }) {
      const brand = await request.requireBrand();
      const { merchantCode } = query;
      if (merchantCode && merchantCode.toUpperCase() !== brand.merchantCode) {
        throw errors.validation('merchantCode', 'merchantCode does not match the requesting brand');
      }
      return { data: { lanes: await getGameMenus(fastify.db, requestBaseUrl(request)) } };
    },
  });

  // Generated logos change only when the vendor is renamed, so a day's cache is enough.
  fastify.get<{ Params: { nodeId: string } }>(
    '/assets/vendors/:nodeId.svg',
    {
      schema: {
        params: nodeIdParamsSchema,
      },
    },
    async (request, reply) => {
      const vendor = await findVendorArt(fastify.db, request.params.nodeId);
      if (!vendor) throw errors.notFound('Vendor');
      return sendSvgArtwork(reply, vendorLogoSvg(vendor), 'daily');
    },
  );
};
