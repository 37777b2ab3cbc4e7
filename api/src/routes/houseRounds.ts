import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CrashBetBody,
  CrashCashOutBody,
  CrashResult,
  CrashRoundParams,
  CrashRoundQuery,
  FishingShotBody,
  HouseGameState,
  HouseHandActBody,
  HouseHandParams,
  HouseHandResult,
  HouseHistory,
  HouseHistoryQuery,
  HouseRoundResult,
  HouseSingleStepParams,
} from '@site/contracts';
import type { FastifyReply } from 'fastify';
import { ok } from '../http/envelope.js';
import { moneyInMinor, moneySchema } from '../http/money.js';
import { okResponse } from '../http/schemas.js';
import type { MoneyInput } from '../services/wallet/money.js';
import { signedSeamlessClient } from '../services/games/house/houseGameService.js';
import {
  houseGameState,
  houseRoundHistory,
  playSingleStep,
  shootFish,
} from '../services/games/house/houseRoundService.js';
import { actOnHand, dealHand } from '../services/games/house/houseHandService.js';
import {
  betOnCrash,
  cashOutOfCrash,
  crashRound,
  msUntilCrashRoundEnds,
} from '../services/games/house/houseCrashService.js';
import { playSession } from '../services/games/house/playSession.js';

const BetBody = {
  type: 'object',
  required: ['bet'],
  additionalProperties: false,
  properties: { bet: moneySchema({ positive: true, max: 1_000_000 }) },
} as const;

/**
 * The house game server's play-token API of the engine games (issue 41): the launched game's
 * kind and theme, one round of a single-step kind, blackjack and video poker rounds (deal, act),
 * crash rounds (bet, cash out, the round), the history. The rules live in the house services;
 * money moves only through the signed seamless wallet.
 */
/**
 * Waits `ms`, or less if the client goes away first (its response closes unsent): a page that
 * left keeps no read of its round waiting.
 */
async function pauseWhileConnected(reply: FastifyReply, ms: number): Promise<void> {
  const gone = new AbortController();
  const onClose = () => gone.abort();
  reply.raw.once('close', onClose);
  try {
    await sleep(ms, undefined, { signal: gone.signal });
  } catch {
    // The client left: what follows answers nobody, and costs one read.
  } finally {
    reply.raw.off('close', onClose);
  }
}

export const houseRoundRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const seamlessOf = (session: Awaited<ReturnType<typeof playSession>>) =>
    signedSeamlessClient(fastify, fastify.db, session);

  fastify.get(
    '/house/api/game',
    { schema: { response: okResponse(HouseGameState) } },
    async (request) => {
      const session = await playSession(request);
      return ok(
        await houseGameState(fastify.db, seamlessOf(session), session, fastify.clock.now()),
      );
    },
  );

  fastify.post<{ Params: HouseSingleStepParams; Body: { bet: MoneyInput } }>(
    '/house/api/:kind/play',
    {
      schema: {
        params: HouseSingleStepParams,
        body: BetBody,
        response: okResponse(HouseRoundResult),
      },
    },
    async (request) => {
      const session = await playSession(request);
      const betMinor = Number(moneyInMinor(request.body.bet, 'bet'));
      return ok(
        await playSingleStep(
          fastify.db,
          seamlessOf(session),
          session,
          request.params.kind,
          betMinor,
          fastify.clock.now(),
        ),
      );
    },
  );

  fastify.post(
    '/house/api/fishing/play',
    { schema: { body: FishingShotBody, response: okResponse(HouseRoundResult) } },
    async (request) => {
      const session = await playSession(request);
      return ok(
        await shootFish(
          fastify.db,
          seamlessOf(session),
          session,
          request.body,
          fastify.clock.now(),
        ),
      );
    },
  );

  fastify.post<{ Params: HouseHandParams; Body: { bet: MoneyInput } }>(
    '/house/api/:kind/deal',
    {
      schema: { params: HouseHandParams, body: BetBody, response: okResponse(HouseHandResult) },
    },
    async (request) => {
      const session = await playSession(request);
      const betMinor = Number(moneyInMinor(request.body.bet, 'bet'));
      return ok(
        await dealHand(
          fastify.db,
          seamlessOf(session),
          session,
          request.params.kind,
          betMinor,
          fastify.clock.now(),
        ),
      );
    },
  );

  fastify.post(
    '/house/api/:kind/act',
    {
      schema: {
        params: HouseHandParams,
        body: HouseHandActBody,
        response: okResponse(HouseHandResult),
      },
    },
    async (request) => {
      const session = await playSession(request);
      return ok(
        await actOnHand(
          fastify.db,
          seamlessOf(session),
          session,
          request.params.kind,
          request.body,
          fastify.clock.now(),
        ),
      );
    },
  );

  fastify.post(
    '/house/api/crash/bet',
    { schema: { body: CrashBetBody, response: okResponse(CrashResult) } },
    async (request) => {
      const session = await playSession(request);
      const { bet, autoCashOut } = request.body;
      return ok(
        await betOnCrash(
          fastify.db,
          seamlessOf(session),
          session,
          {
            betMinor: Number(moneyInMinor(bet, 'bet')),
            autoCashOutHundredths:
              autoCashOut === undefined ? null : Number(moneyInMinor(autoCashOut, 'autoCashOut')),
          },
          fastify.clock.now(),
        ),
      );
    },
  );

  fastify.post(
    '/house/api/crash/cash-out',
    { schema: { body: CrashCashOutBody, response: okResponse(CrashResult) } },
    async (request) => {
      const session = await playSession(request);
      return ok(
        await cashOutOfCrash(
          fastify.db,
          seamlessOf(session),
          session,
          request.body,
          fastify.clock.now(),
        ),
      );
    },
  );

  fastify.get(
    '/house/api/crash/rounds/:roundId',
    {
      schema: {
        params: CrashRoundParams,
        querystring: CrashRoundQuery,
        response: okResponse(CrashResult),
      },
    },
    async (request, reply) => {
      const session = await playSession(request);
      const { waitMs } = request.query;
      if (waitMs) {
        const untilEnd = await msUntilCrashRoundEnds(
          fastify.db,
          session,
          request.params.roundId,
          fastify.clock.now(),
        );
        // A few ms past the end, so the clock read after the pause is surely beyond it.
        if (untilEnd !== null) await pauseWhileConnected(reply, Math.min(waitMs, untilEnd + 5));
      }
      return ok(
        await crashRound(
          fastify.db,
          seamlessOf(session),
          session,
          request.params.roundId,
          fastify.clock.now(),
        ),
      );
    },
  );

  fastify.get(
    '/house/api/history',
    { schema: { querystring: HouseHistoryQuery, response: okResponse(HouseHistory) } },
    async (request) => {
      const session = await playSession(request);
      return ok(
        await houseRoundHistory(
          fastify.db,
          seamlessOf(session),
          session,
          request.query,
          fastify.clock.now(),
        ),
      );
    },
  );
};
