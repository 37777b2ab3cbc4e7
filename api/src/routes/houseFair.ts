import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ChangeClientSeedBody, FairRound, FairRoundParams, SeedPairChange } from '@site/contracts';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import {
  changeClientSeed,
  fairRound,
  rotateServerSeed,
} from '../services/games/fair/fairSeedService.js';
import { playSession } from '../services/games/house/playSession.js';

/**
 * The fairness panel of a house game page: the same seeds and rounds as /wps/member/fair, for the
 * member behind the page's play token (the game page lives on the API's origin and holds no
 * member token, like an outside vendor's page).
 */
export const houseFairRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/house/api/fair/client-seed',
    { schema: { body: ChangeClientSeedBody, response: okResponse(SeedPairChange) } },
    async (request) =>
      ok(
        await changeClientSeed(
          fastify.db,
          await playSession(request),
          request.body.clientSeed,
          fastify.clock.now(),
        ),
      ),
  );

  fastify.post(
    '/house/api/fair/rotate',
    { schema: { response: okResponse(SeedPairChange) } },
    async (request) =>
      ok(await rotateServerSeed(fastify.db, await playSession(request), fastify.clock.now())),
  );

  fastify.get(
    '/house/api/fair/rounds/:roundId',
    { schema: { params: FairRoundParams, response: okResponse(FairRound) } },
    async (request) =>
      ok(await fairRound(fastify.db, await playSession(request), request.params.roundId)),
  );
};
