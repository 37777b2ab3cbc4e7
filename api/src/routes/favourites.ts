import {
  FavouriteBody,
  FavouriteChanged,
  FavouriteGamesPage,
  FavouriteGamesQuery,
  FavouriteIds,
  RecentGamesPage,
  RecentGamesQuery,
  type Static,
} from '@site/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requestBaseUrl, requestLanguage } from '../services/content/language.js';
import { addFavourite, favouriteIds, removeFavourite } from '../services/games/favouriteService.js';
import { listGames } from '../services/games/gameCatalogueService.js';
import { isTrialAccount } from '../services/members/accountRepository.js';
import { upper } from './gameCatalogue.js';

/** Favourites are for real members only (spec §6: trial accounts get the true-account warning). */
const FAVOURITE_GUARDS = { gate: true, module: 'LOBBY', realAccount: true } as const;

/** A page of the member's own favourites or recent games (spec §3 list fields). */
async function memberGames(
  request: FastifyRequest,
  query: Static<typeof RecentGamesQuery>,
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
    { pageNo: query.pageNo, pageSize: query.pageSize },
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
    schema: { response: FavouriteIds },
    async handle(request) {
      const { account } = await request.requireMember();
      return { list: await favouriteIds(fastify.db, account.id) };
    },
  });

  fastify.relay.register({
    name: 'MCSFE_getFavoriteGamesList',
    methods: ['GET'],
    guards: FAVOURITE_GUARDS,
    schema: { querystring: FavouriteGamesQuery, response: FavouriteGamesPage },
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
      schema: { body: FavouriteBody, response: FavouriteChanged },
      async handle(request, { body }) {
        const { account } = await request.requireMember();
        const key = { nodeId: body.nodeId, vendor: body.vendor, gameType: body.gameType };
        if (add) await addFavourite(fastify.db, account.id, key, fastify.clock.now());
        else await removeFavourite(fastify.db, account.id, key);
        return { nodeId: key.nodeId, isFavorite: add ? 1 : 0 } as const;
      },
    });
  }

  fastify.relay.register({
    name: 'GCS_recentGame',
    methods: ['GET'],
    guards: { gate: true, module: 'LOBBY', auth: true },
    schema: { querystring: RecentGamesQuery, response: RecentGamesPage },
    async handle(request, { query }) {
      const page = await memberGames(request, query, 'recent');
      // Spec §3: recent games answer `list`.
      return { list: page.games, totalPages: page.totalPages, total: page.total };
    },
  });
};
