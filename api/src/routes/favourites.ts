import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { languageSchema } from '../http/schemas.js';
import { requestBaseUrl, requestLanguage } from '../services/content/language.js';
import { addFavourite, favouriteIds, removeFavourite } from '../services/games/favouriteService.js';
import { GAME_PAGE_SIZE, listGames } from '../services/games/gameCatalogueService.js';
import { isTrialAccount } from '../services/members/accountRepository.js';
import { codeSchema, upper } from './gameCatalogue.js';

/** Favourites are for real members only (spec §6: trial accounts get the true-account warning). */
const FAVOURITE_GUARDS = { gate: true, module: 'LOBBY', realAccount: true } as const;

const pageSchema = {
  pageNo: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: GAME_PAGE_SIZE },
} as const;

const favouriteBodySchema = {
  type: 'object',
  required: ['nodeId'],
  additionalProperties: false,
  properties: {
    nodeId: { type: 'integer', minimum: 1, maximum: 999_999_999_999 },
    vendor: codeSchema,
    gameType: codeSchema,
  },
} as const;

/** A page of the member's own favourites or recent games (spec §3 list fields). */
async function memberGames(
  request: FastifyRequest,
  query: Record<string, unknown>,
  listType: 'fav' | 'recent',
) {
  const { account } = await request.requireMember();
  return listGames(
    request.server.db,
    {
      gameType: upper(query.gameType),
      vassalage: upper(query.vassalage),
      listType,
      accountId: account.id,
    },
    { pageNo: query.pageNo as number, pageSize: query.pageSize as number },
    {
      language: requestLanguage(request),
      baseUrl: requestBaseUrl(request),
      markFavourites: !isTrialAccount(account),
    },
  );
}

/** Favourite and recent games of the logged-in member (spec §4, §7). */
export const favouriteRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.relay.register({
    name: 'MCSFE_getFavoriteGames',
    methods: ['GET'],
    guards: FAVOURITE_GUARDS,
    async handle(request) {
      const { account } = await request.requireMember();
      return { list: await favouriteIds(fastify.db, account.id) };
    },
  });

  fastify.relay.register({
    name: 'MCSFE_getFavoriteGamesList',
    methods: ['GET'],
    guards: FAVOURITE_GUARDS,
    schema: {
      querystring: {
        type: 'object',
        properties: {
          clientType: { type: 'integer', minimum: 0, maximum: 99, default: 3 },
          platform: { type: 'string', maxLength: 100 },
          language: languageSchema,
          token: { type: 'string', maxLength: 256 },
          gameType: codeSchema,
          vassalage: codeSchema,
          ...pageSchema,
        },
      },
    },
    async handle(request, { query }) {
      const page = await memberGames(request, query, 'fav');
      // Spec §3: the favourite list answers `content`.
      return { content: page.games, totalPages: page.totalPages, total: page.total };
    },
  });

  for (const [name, add] of [
    ['MCSFE_addFavoriteGame', true],
    ['MCSFE_removeFavoriteGame', false],
  ] as const) {
    fastify.relay.register({
      name,
      methods: ['POST'],
      guards: FAVOURITE_GUARDS,
      schema: { body: favouriteBodySchema },
      async handle(request, { body }) {
        const { account } = await request.requireMember();
        const key = {
          nodeId: body.nodeId as number,
          vendor: body.vendor as string | undefined,
          gameType: body.gameType as string | undefined,
        };
        if (add) await addFavourite(fastify.db, account.id, key, fastify.clock.now());
        else await removeFavourite(fastify.db, account.id, key);
        return { nodeId: key.nodeId, isFavorite: add ? 1 : 0 };
      },
    });
  }

  fastify.relay.register({
    name: 'GCS_recentGame',
    methods: ['GET'],
    guards: { gate: true, module: 'LOBBY', auth: true },
    schema: {
      querystring: {
        type: 'object',
        properties: {
          clientType: { type: 'integer', minimum: 0, maximum: 99, default: 3 },
          vassalage: codeSchema,
          gameType: codeSchema,
          language: languageSchema,
          ...pageSchema,
        },
      },
    },
    async handle(request, { query }) {
      const page = await memberGames(request, query, 'recent');
      // Spec §3: recent games answer `list`.
      return { list: page.games, totalPages: page.totalPages, total: page.total };
    },
  });
};
