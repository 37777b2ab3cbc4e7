import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../errors.js';
import { languageSchema, merchantCodeSchema } from '../http/schemas.js';
import { nodeIdParamsSchema, sendSvgArtwork } from '../http/svg-artwork.js';
import { optionalMember } from '../plugins/auth.js';
import { requestBaseUrl, requestLanguage } from '../services/content/language.js';
import {
  GAME_PAGE_SIZE,
  hotGames,
  LIST_TYPES,
  listLobbyGames,
  listRooms,
  vassGameTypes,
  type ListType,
} from '../services/games/gameCatalogueService.js';
import { findGameArt, gameThumbnailSvg } from '../services/games/gameThumbnail.js';

const LOBBY_GUARDS = { gate: true, module: 'LOBBY' } as const;

export const codeSchema = { type: 'string', pattern: '^[A-Za-z0-9_]{1,32}$' } as const;
const textSchema = { type: 'string', maxLength: 100 } as const;

/** Spec §3 list query: the client-side fields are accepted (and ignored where they do not matter). */
export const gameListQuerySchema = {
  type: 'object',
  properties: {
    clientType: { type: 'integer', minimum: 0, maximum: 99, default: 3 },
    platform: textSchema,
    channel: textSchema,
    merchant: { type: 'string', maxLength: 32 },
    merchantCode: merchantCodeSchema,
    gameType: codeSchema,
    vassalage: codeSchema,
    gameClassify: codeSchema,
    gameName: { type: 'string', maxLength: 50 },
    minBet: { type: 'number', minimum: 0, maximum: 100_000 },
    minLineNum: { type: 'integer', minimum: 0, maximum: 10_000 },
    listType: { type: 'string', enum: LIST_TYPES as unknown as string[], default: '' },
    pageNo: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: GAME_PAGE_SIZE },
    language: languageSchema,
  },
} as const;

/** Vendor, category and classification codes are matched upper-cased. */
export const upper = (value: unknown) =>
  typeof value === 'string' && value.length > 0 ? value.toUpperCase() : undefined;

/** Lobby reads (spec §7 games calls): the game list, hot games, classifications, thumbnails. */
export const gameCatalogueRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.relay.register({
    name: 'GCSGAME_gameList',
    methods: ['GET'],
    // Visitors browse (spec §6); the token adds isFavorite and the fav/recent list types.
    guards: LOBBY_GUARDS,
    schema: { querystring: gameListQuerySchema },
    async handle(request, { query }) {
      return listLobbyGames(
        fastify.db,
        await optionalMember(request),
        {
          gameType: upper(query.gameType),
          vassalage: upper(query.vassalage),
          gameClassify: upper(query.gameClassify),
          gameName: query.gameName as string | undefined,
          minBet: query.minBet as number | undefined,
          minLineNum: query.minLineNum as number | undefined,
          listType: query.listType as ListType,
        },
        { pageNo: query.pageNo as number, pageSize: query.pageSize as number },
        { language: requestLanguage(request), baseUrl: requestBaseUrl(request) },
      );
    },
  });

  fastify.relay.register({
    name: 'GCSGAME_hotGamesV2',
    methods: ['GET'],
    guards: LOBBY_GUARDS,
    schema: {
      querystring: {
        type: 'object',
        properties: {
          merchantCode: merchantCodeSchema,
          // Spec §9: the hot-games platform code is 2.
          isPlatform: { type: 'integer', enum: [2], default: 2 },
          vassalage: codeSchema,
          gameType: codeSchema,
          platform: textSchema,
          language: languageSchema,
          limit: { type: 'integer', minimum: 1, maximum: 100, default: 30 },
        },
      },
    },
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
            limit: query.limit as number,
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
    schema: {
      querystring: {
        type: 'object',
        properties: { vassalage: codeSchema, gameType: codeSchema, language: languageSchema },
      },
    },
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
    schema: {
      querystring: {
        type: 'object',
        properties: {
          vassalage: codeSchema,
          gameType: codeSchema,
          gameClassify: codeSchema,
          language: languageSchema,
        },
      },
    },
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
