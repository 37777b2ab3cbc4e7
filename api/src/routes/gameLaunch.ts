import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FbLaunchQuery, Launch, LaunchQuery, type Static } from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import { okResponse } from '../http/schemas.js';
import { ok } from '../http/envelope.js';
import { requestBaseUrl, requestLanguage } from '../services/content/language.js';
import { launchGame } from '../services/games/launchService.js';
import { upper } from './gameCatalogue.js';

/**
 * Every launch needs a login (spec §2). Trial accounts (isAgent 4, free play) launch too: spec §6
 * keeps them out of the centres and favourites only, and their rounds move trial credit against
 * HOUSE_TRIAL (services/wallet/ledger.ts), which can never reach real money.
 */
const LAUNCH_GUARDS = { gate: true, module: 'LOBBY', auth: true } as const;

async function launchFor(request: FastifyRequest, query: Static<typeof LaunchQuery>) {
  const { account, tokenHash } = await request.requireMember();
  const { db, clock } = request.server;
  const brand = await request.requireBrand();
  return launchGame(
    db,
    { accountId: account.id, brandId: account.brandId, sessionHash: tokenHash },
    {
      nodeId: query.nodeId,
      vassalage: upper(query.vassalage) ?? upper(query.vendor),
      gameType: upper(query.gameType),
      gameCode: query.gameCode ?? query.code,
    },
    {
      language: requestLanguage(request),
      baseUrl: requestBaseUrl(request),
      brandConfig: brand.config,
    },
    clock.now(),
  );
}

export const gameLaunchRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/wps/game/launchGame',
    {
      config: { brand: true, ...LAUNCH_GUARDS },
      schema: { querystring: LaunchQuery, response: okResponse(Launch) },
    },
    async (request) => ok(await launchFor(request, request.query)),
  );

  // FB sports (the /fbsports page): the same launch for the FB sportsbook.
  fastify.relay.register({
    name: 'GCS_gameLaunchFB',
    methods: ['GET'],
    guards: LAUNCH_GUARDS,
    schema: { querystring: FbLaunchQuery, response: Launch },
    async handle(request, { query }) {
      return launchFor(request, {
        vassalage: 'FB',
        gameType: 'SPORTS',
        gameCode: query.gameCode ?? 'FB_SB_1',
      });
    },
  });
};
