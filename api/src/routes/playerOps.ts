import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PlayerActionBody,
  PlayerBetPage,
  PlayerDepositPage,
  PlayerLedgerPage,
  PlayerMessagePage,
  PlayerPageQuery,
  PlayerParams,
  PlayerProfile,
  PlayerRewards,
  PlayerSearchPage,
  PlayerSearchQuery,
  PlayerSessions,
  PlayerWithdrawalPage,
} from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { ok } from '../http/envelope.js';
import { requireReader } from '../plugins/operatorAuth.js';
import { okResponse } from '../http/schemas.js';
import { resetPaymentPasswordLock, setPlayerLocked } from '../services/players/playerActions.js';
import {
  findPlayer,
  playerBets,
  playerDeposits,
  playerLedger,
  playerMessages,
  playerProfile,
  playerRewards,
  playerSessions,
  playerWithdrawals,
  searchPlayers,
} from '../services/players/playerDirectory.js';

const SUPPORT = { operator: 'support' } as const;
/** Any operator passes the guard; requireReader decides. */
const READ = { operator: true } as const;

/**
 * Players for the operator console (issue 45 item 4): search, the player's page and its
 * histories, lock and unlock, and the payment password's lock reset, all support work. Adjusting
 * a balance and messaging a player are `/ops/adjustments` and `/ops/messages` (routes/messages.ts).
 */
export const playerOpsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  /** The operator and the player, its brand allowed to the operator; `role` for actions. */
  const playerOf = async (
    request: FastifyRequest,
    params: { merchantCode: string; account: string },
    role?: 'support',
  ) => {
    const operator = role ? await request.requireOperator(role) : await requireReader(request);
    const player = await findPlayer(fastify.db, operator, params.merchantCode, params.account);
    return { operator, player };
  };

  fastify.get(
    '/ops/players',
    {
      config: READ,
      schema: { querystring: PlayerSearchQuery, response: okResponse(PlayerSearchPage) },
    },
    async (request) => {
      const operator = await requireReader(request);
      const { q, brand, pageNo, pageSize } = request.query;
      return ok(
        await searchPlayers(fastify.db, { operator, q, brand, page: { pageNo, pageSize } }),
      );
    },
  );

  fastify.get(
    '/ops/players/:merchantCode/:account',
    { config: READ, schema: { params: PlayerParams, response: okResponse(PlayerProfile) } },
    async (request) => {
      const { player } = await playerOf(request, request.params);
      return ok(await playerProfile(fastify.db, player, fastify.clock.now()));
    },
  );

  /** The paged histories: each one a service of playerDirectory.ts. */
  const pagedHistories = [
    ['ledger', PlayerLedgerPage, playerLedger],
    ['deposits', PlayerDepositPage, playerDeposits],
    ['withdrawals', PlayerWithdrawalPage, playerWithdrawals],
    ['messages', PlayerMessagePage, playerMessages],
  ] as const;
  for (const [path, answer, read] of pagedHistories)
    fastify.get(
      `/ops/players/:merchantCode/:account/${path}`,
      {
        config: READ,
        schema: {
          params: PlayerParams,
          querystring: PlayerPageQuery,
          response: okResponse(answer),
        },
      },
      async (request) => {
        const { player } = await playerOf(request, request.params);
        return ok(await read(fastify.db, player, request.query));
      },
    );

  fastify.get(
    '/ops/players/:merchantCode/:account/bets',
    {
      config: READ,
      schema: {
        params: PlayerParams,
        querystring: PlayerPageQuery,
        response: okResponse(PlayerBetPage),
      },
    },
    async (request) => {
      const { player } = await playerOf(request, request.params);
      return ok(await playerBets(fastify.db, player, request.query, fastify.clock.now()));
    },
  );

  fastify.get(
    '/ops/players/:merchantCode/:account/rewards',
    { config: READ, schema: { params: PlayerParams, response: okResponse(PlayerRewards) } },
    async (request) => {
      const { player } = await playerOf(request, request.params);
      return ok(await playerRewards(fastify.db, player, fastify.clock.now()));
    },
  );

  fastify.get(
    '/ops/players/:merchantCode/:account/sessions',
    { config: READ, schema: { params: PlayerParams, response: okResponse(PlayerSessions) } },
    async (request) => {
      const { player } = await playerOf(request, request.params);
      return ok(await playerSessions(fastify.db, player, fastify.clock.now()));
    },
  );

  const LockResult = Type.Object({
    account: Type.String(),
    locked: Type.Boolean(),
    lockedAt: Type.Union([Type.String(), Type.Null()]),
  });
  for (const [path, locked] of [
    ['lock', true],
    ['unlock', false],
  ] as const)
    fastify.post(
      `/ops/players/:merchantCode/:account/${path}`,
      {
        config: SUPPORT,
        schema: { params: PlayerParams, body: PlayerActionBody, response: okResponse(LockResult) },
      },
      async (request) => {
        const { operator, player } = await playerOf(request, request.params, 'support');
        const result = await setPlayerLocked(fastify.db, {
          operator,
          ip: request.clientIp(),
          player,
          reason: request.body.reason,
          locked,
          now: fastify.clock.now(),
        });
        // Rare enough to drop this process's whole session cache rather than look up the id.
        if (locked) fastify.sessions.clear();
        return ok(result);
      },
    );

  fastify.post(
    '/ops/players/:merchantCode/:account/payment-password/unlock',
    {
      config: SUPPORT,
      schema: {
        params: PlayerParams,
        body: PlayerActionBody,
        response: okResponse(Type.Object({ account: Type.String(), wasLocked: Type.Boolean() })),
      },
    },
    async (request) => {
      const { operator, player } = await playerOf(request, request.params, 'support');
      return ok(
        await resetPaymentPasswordLock(fastify.db, {
          operator,
          ip: request.clientIp(),
          player,
          reason: request.body.reason,
          now: fastify.clock.now(),
        }),
      );
    },
  );
};
