import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChangeClientSeedBody,
  FairRound,
  FairRoundParams,
  FairSeedsState,
  RevealedSeedPairs,
  RevealedSeedPairsQuery,
  SeedPairChange,
} from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import {
  activeSeedPair,
  changeClientSeed,
  fairRound,
  revealedSeedPairs,
  rotateServerSeed,
  type FairMember,
} from '../services/games/fair/fairSeedService.js';
import { settleOverCrashRounds } from '../services/games/house/houseCrashService.js';

/** Every member who plays house games (trial accounts too) checks their own rounds. */
const MEMBER = { brand: true, gate: true, auth: true } as const;

/** Provably fair seeds and rounds of the house games (issue 41 item 3). */
export const fairRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const member = async (request: FastifyRequest): Promise<FairMember> => {
    const brand = await request.requireBrand();
    const { account } = await request.requireMember();
    return { brandId: brand.id, accountId: account.id };
  };
  /** The member, whose crash rounds that are over are settled first: an open round holds the seeds. */
  const changingMember = async (request: FastifyRequest): Promise<FairMember> => {
    const changing = await member(request);
    await settleOverCrashRounds(fastify, changing, request.clientIp(), fastify.clock.now());
    return changing;
  };

  fastify.get(
    '/wps/member/fair/seeds',
    { config: MEMBER, schema: { response: okResponse(FairSeedsState) } },
    async (request) =>
      ok({ active: await activeSeedPair(fastify.db, await member(request), fastify.clock.now()) }),
  );

  fastify.get(
    '/wps/member/fair/seeds/revealed',
    {
      config: MEMBER,
      schema: { querystring: RevealedSeedPairsQuery, response: okResponse(RevealedSeedPairs) },
    },
    async (request) => {
      const { accountId } = await member(request);
      return ok(await revealedSeedPairs(fastify.db, accountId, request.query));
    },
  );

  fastify.post(
    '/wps/member/fair/client-seed',
    {
      config: MEMBER,
      schema: { body: ChangeClientSeedBody, response: okResponse(SeedPairChange) },
    },
    async (request) =>
      ok(
        await changeClientSeed(
          fastify.db,
          await changingMember(request),
          request.body.clientSeed,
          fastify.clock.now(),
        ),
      ),
  );

  fastify.post(
    '/wps/member/fair/rotate',
    { config: MEMBER, schema: { response: okResponse(SeedPairChange) } },
    async (request) =>
      ok(await rotateServerSeed(fastify.db, await changingMember(request), fastify.clock.now())),
  );

  fastify.get(
    '/wps/member/fair/rounds/:roundId',
    { config: MEMBER, schema: { params: FairRoundParams, response: okResponse(FairRound) } },
    async (request) =>
      ok(await fairRound(fastify.db, await member(request), request.params.roundId)),
  );
};
