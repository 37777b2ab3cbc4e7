import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  SportsEventParams,
  SportsMarketParams,
  SportsOpsCorrect,
  SportsOpsFinish,
  SportsOpsPrice,
  SportsOpsReason,
  SportsSelectionParams,
} from '@site/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { ApiError } from '../errors.js';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { recordAudit } from '../services/operators/audit.js';
import type { Operator } from '../services/operators/operatorAccounts.js';
import type { SportsFeedProvider } from '../services/sportsbook/feedProvider.js';
import {
  correctMarketResult,
  finishEvent,
  resumeEvent,
  resumeMarket,
  setPrice,
  suspendEvent,
  suspendMarket,
  voidEvent,
  voidMarket,
  type Change,
} from '../services/sportsbook/trader.js';

const ADMIN = { operator: 'admin' } as const;
const Done = okResponse(Type.Object({ id: Type.String(), after: Type.Unknown() }));

/** Sports events are the house's, shared by every brand: only an operator of all brands acts on them. */
function assertAllBrands(operator: Operator) {
  if (operator.brandIds !== null)
    throw new ApiError(403, 'OPERATOR_BRAND_FORBIDDEN', 'Sports events belong to every brand');
}

/**
 * The operators' feed commands (issue 43 item 7, the feed's side; admin role, operators of all
 * brands): suspend, resume and void a market or an event; the house feed's trader control
 * (a price by hand, finish an event with a result, correct a result). Each is audited with its
 * reason in the same transaction as the change; pages hear the change by the push.
 */
export const sportsbookOpsRoutes: FastifyPluginAsyncTypebox<{
  provider: SportsFeedProvider;
}> = async (fastify, { provider }) => {
  /** Runs a command and its audit row in one transaction. */
  const command = async (
    operator: Operator,
    ip: string,
    audit: { action: string; targetType: string; targetId: string; reason: string },
    run: (trx: Transaction<Database>) => Promise<Change>,
  ) => {
    assertAllBrands(operator);
    const now = fastify.clock.now();
    const change = await (fastify.db as Kysely<Database>).transaction().execute(async (trx) => {
      const done = await run(trx);
      await recordAudit(trx, {
        operator,
        ip,
        brandId: null,
        ...audit,
        before: done.before,
        after: done.after,
        now,
      });
      return done;
    });
    return ok({ id: audit.targetId, after: change.after });
  };

  type Run = (trx: Transaction<Database>, id: string, reason: string) => Promise<Change>;
  /** suspend, resume and void, of a market or an event: `{ reason }` only. */
  const stateCommands = [
    {
      target: 'market',
      path: '/ops/sportsbook/markets/:marketId',
      params: SportsMarketParams,
      idOf: (params: unknown) => (params as { marketId: string }).marketId,
      run: {
        suspend: (trx, id) => suspendMarket(trx, id),
        resume: (trx, id) => resumeMarket(trx, id),
        void: (trx, id, reason) => voidMarket(trx, id, reason),
      } satisfies Record<string, Run>,
    },
    {
      target: 'event',
      path: '/ops/sportsbook/events/:eventId',
      params: SportsEventParams,
      idOf: (params: unknown) => (params as { eventId: string }).eventId,
      run: {
        suspend: (trx, id) => suspendEvent(trx, id),
        resume: (trx, id) => resumeEvent(trx, id),
        void: (trx, id, reason) => voidEvent(trx, id, reason, fastify.clock.now()),
      } satisfies Record<string, Run>,
    },
  ];
  for (const { target, path, params, idOf, run: commands } of stateCommands)
    for (const [name, run] of Object.entries(commands))
      fastify.post(
        `${path}/${name}`,
        { config: ADMIN, schema: { params, body: SportsOpsReason, response: Done } },
        async (request) => {
          const id = idOf(request.params);
          return command(
            await request.requireOperator('admin'),
            request.clientIp(),
            {
              action: `sportsbook.${target}.${name}`,
              targetType: `sports_${target}`,
              targetId: id,
              reason: request.body.reason,
            },
            (trx) => run(trx, id, request.body.reason),
          );
        },
      );

  fastify.post(
    '/ops/sportsbook/selections/:selectionId/price',
    {
      config: ADMIN,
      schema: { params: SportsSelectionParams, body: SportsOpsPrice, response: Done },
    },
    async (request) =>
      command(
        await request.requireOperator('admin'),
        request.clientIp(),
        {
          action: 'sportsbook.selection.price',
          targetType: 'sports_selection',
          targetId: request.params.selectionId,
          reason: request.body.reason,
        },
        (trx) => setPrice(trx, request.params.selectionId, request.body.oddsMilli),
      ),
  );

  fastify.post(
    '/ops/sportsbook/events/:eventId/finish',
    {
      config: ADMIN,
      schema: { params: SportsEventParams, body: SportsOpsFinish, response: Done },
    },
    async (request) =>
      command(
        await request.requireOperator('admin'),
        request.clientIp(),
        {
          action: 'sportsbook.event.finish',
          targetType: 'sports_event',
          targetId: request.params.eventId,
          reason: request.body.reason,
        },
        (trx) =>
          finishEvent(trx, provider, request.params.eventId, request.body, fastify.clock.now()),
      ),
  );

  fastify.post(
    '/ops/sportsbook/markets/:marketId/correct',
    {
      config: ADMIN,
      schema: { params: SportsMarketParams, body: SportsOpsCorrect, response: Done },
    },
    async (request) =>
      command(
        await request.requireOperator('admin'),
        request.clientIp(),
        {
          action: 'sportsbook.market.correct',
          targetType: 'sports_market',
          targetId: request.params.marketId,
          reason: request.body.reason,
        },
        (trx) =>
          correctMarketResult(
            trx,
            request.params.marketId,
            request.body.result,
            fastify.clock.now(),
          ),
      ),
  );
};
