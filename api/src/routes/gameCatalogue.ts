import {
  GameList,
  GameListQuery,
  GamePage,
  HotGamesQuery,
  RoomList,
  RoomListQuery,
  VendorGameTypes,
  VendorGameTypesQuery,
} from '@site/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../errors.js';
import { FavouritesAnswer } from '../http/favouritesAnswer.js';
import { sharedAnswer } from '../http/sharedAnswer.js';
import { nodeIdParamsSchema, sendSvgArtwork } from '../http/svg-artwork.js';
import { optionalMember } from '../plugins/auth.js';
import { requestBaseUrl, requestLanguage } from '../services/content/language.js';
import {
  hotGames,
  listLobbyGames,
  listRooms,
  vassGameTypes,
} from '../services/games/gameCatalogueService.js';
import { allFavourites, FavouritesCache } from '../services/games/favouritesCache.js';
import { isTrialAccount } from '../services/members/accountRepository.js';
import { GamePageCache } from '../services/games/gamePageCache.js';
import { findGameArt, gameThumbnailSvg } from '../services/games/gameThumbnail.js';

const LOBBY_GUARDS = { gate: true, module: 'LOBBY' } as const;

/** Vendor, category and classification codes are matched upper-cased. */
export const upper = (value: unknown) =>
  typeof value === 'string' && value.length > 0 ? value.toUpperCase() : undefined;

/** Lobby reads (spec §7 games calls): the game list, hot games, classifications, thumbnails. */
export const gameCatalogueRoutes: FastifyPluginAsync = async (fastify) => {
  const gamePages = new GamePageCache(fastify.clock);
  await gamePages.follow(fastify.notifications);
  fastify.addHook('onClose', async () => gamePages.close());
  const favourites = new FavouritesCache(fastify.clock);
  await favourites.follow(fastify.notifications);
  fastify.addHook('onClose', async () => favourites.close());

  fastify.relay.register({
    name: 'GCSGAME_gameList',
    methods: ['GET'],
    // Visitors browse (spec §6); the token adds isFavorite and the fav/recent list types.
    guards: LOBBY_GUARDS,
    schema: { querystring: GameListQuery, response: GamePage },
    async handle(request, { query }) {
      const member = await optionalMember(request);
      const filter = {
        gameType: upper(query.gameType),
        vassalage: upper(query.vassalage),
        gameClassify: upper(query.gameClassify),
        gameName: query.gameName,
        minBet: query.minBet,
        minLineNum: query.minLineNum,
        listType: query.listType,
      };
      const page = { pageNo: query.pageNo, pageSize: query.pageSize };
      const view = { language: requestLanguage(request), baseUrl: requestBaseUrl(request) };
      // fav and recent are the member's own lists; any other page is the same for everyone,
      // and a member's copy only adds which of its games are their favourites.
      if (member && (filter.listType === 'fav' || filter.listType === 'recent'))
        return listLobbyGames(fastify.db, member, filter, page, view);
      const shared = await gamePages.page(JSON.stringify([filter, page, view]), () =>
        listLobbyGames(fastify.db, null, filter, page, view),
      );
      // A visitor's page is the same text for everyone: serialised once for the cache's life.
      // A trial account has no favourites, so its page is a visitor's.
      if (!member || isTrialAccount(member)) return sharedAnswer(shared);
      const ids = await favourites.read(member.id, () => allFavourites(fastify.db, member.id));
      return new FavouritesAnswer(shared, ids);
    },
  });

  fastify.relay.register({
    name: 'GCSGAME_hotGamesV2',
    methods: ['GET'],
    guards: LOBBY_GUARDS,
    schema: { querystring: HotGamesQuery, response: GameList },
    async handle(request, { query }) {
      const brand = await request.requireBrand();
      const merchantCode = upper(query.merchantCode);
      if (merchantCode && merchantCode !== brand.merchantCode)
        throw errors.validation('merchantCode', 'merchantCode does not match the requesting brand');
      return {
        list: await hotGames(
          fastify.db,
          {
            gameType: upper(query.gameType),
            vassalage: upper(query.vassalage),
            limit: query.limit,
          },
          { language: requestLanguage(request), baseUrl: requestBaseUrl(request) },
        ),
      };
    },
  });

  fastify.relay.register({
    name: 'GCSGAME_getVassGameType',
    methods: ['GET'],
    guards: LOBBY_GUARDS,
    schema: { querystring: VendorGameTypesQuery, response: VendorGameTypes },
    async handle(request, { query }) {
      return {
        list: await vassGameTypes(
          fastify.db,
          { gameType: upper(query.gameType), vassalage: upper(query.vassalage) },
          requestLanguage(request),
        ),
      };
    },
  });

  fastify.relay.register({
    name: 'GLS2_roomList',
    methods: ['GET'],
    // Spec §6 lists the room list among the token calls.
    guards: { ...LOBBY_GUARDS, auth: true },
    schema: { querystring: RoomListQuery, response: RoomList },
    async handle(request, { query }) {
      return {
        list: await listRooms(
          fastify.db,
          {
            gameType: upper(query.gameType) ?? 'LIVE',
            vassalage: upper(query.vassalage),
            gameClassify: upper(query.gameClassify),
          },
          { language: requestLanguage(request), baseUrl: requestBaseUrl(request) },
        ),
      };
    },
  });

  // Generated thumbnails: a pure function of the game row, so they cache for a year.
  fastify.get<{ Params: { nodeId: string } }>(
    '/assets/games/:nodeId.svg',
    {
      schema: {
        params: nodeIdParamsSchema,
      },
    },
    async (request, reply) => {
      const game = await findGameArt(fastify.db, request.params.nodeId);
      if (!game) throw errors.notFound('Game');
      return sendSvgArtwork(reply, gameThumbnailSvg(game), 'immutable');
    },
  );
};
