import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { languageSchema } from '../http/schemas.js';
import { ok } from '../http/envelope.js';
import { requestBaseUrl, requestLanguage } from '../services/content/language.js';
import { launchGame } from '../services/games/launchService.js';
import { codeSchema, upper } from './gameCatalogue.js';

/**
 * Every launch needs a login (spec §2). Trial accounts (isAgent 4, free play) launch too: spec §6
 * keeps them out of the centres and favourites only, and their rounds move trial credit against
 * HOUSE_TRIAL (services/wallet/ledger.ts), which can never reach real money.
 */
const LAUNCH_GUARDS = { gate: true, module: 'LOBBY', auth: true } as const;

const gameCodeSchema = { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,64}$' } as const;
const textSchema = { type: 'string', maxLength: 100 } as const;

/** Spec §3 launch object fields; `nodeId` or vendor + code name the game. */
const launchQuerySchema = {
  type: 'object',
  properties: {
    nodeId: { type: 'integer', minimum: 1, maximum: 999_999_999_999 },
    gameType: codeSchema,
    isGame: { type: 'string', enum: ['GAME', 'VASSALAGE', ''] },
    defaultPlayType: textSchema,
    playType: textSchema,
    vendor: codeSchema,
    vassalage: codeSchema,
    accountTypeName: textSchema,
    gameCode: gameCodeSchema,
    code: gameCodeSchema,
    platform: textSchema,
    language: languageSchema,
  },
} as const;

async function launchFor(request: FastifyRequest, query: Record<string, unknown>) {
  const { account, tokenHash } = await request.requireMember();
  const { db, clock } = request.server;
  const brand = await request.requireBrand();
  return launchGame(
    db,
    { accountId: account.id, brandId: account.brandId, sessionHash: tokenHash },
    {
      nodeId: query.nodeId as number | undefined,
      vassalage: upper(query.vassalage) ?? upper(query.vendor),
      gameType: upper(query.gameType),
      gameCode: (query.gameCode ?? query.code) as string | undefined,
    },
    {
      language: requestLanguage(request),
      baseUrl: requestBaseUrl(request),
      brandConfig: brand.config,
    },
    clock.now(),
  );
}

export const gameLaunchRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get(
    '/wps/game/launchGame',
    { config: { brand: true, ...LAUNCH_GUARDS }, schema: { querystring: launchQuerySchema } },
    async (request) => ok(await launchFor(request, request.query as Record<string, unknown>)),
  );

  // FB sports (the /fbsports page): the same launch for the FB sportsbook.
  fastify.relay.register({
    name: 'GCS_gameLaunchFB',
    methods: ['GET'],
    guards: LAUNCH_GUARDS,
    schema: {
      querystring: {
        type: 'object',
        properties: { gameCode: gameCodeSchema, language: languageSchema, platform: textSchema },
      },
    },
    async handle(request, { query }) {
      return launchFor(request, {
        vassalage: 'FB',
        gameType: 'SPORTS',
        gameCode: query.gameCode ?? 'FB_SB_1',
      });
    },
  });
};
