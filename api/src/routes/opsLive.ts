import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OpsEventTicket } from '@site/contracts';
import { Type } from 'typebox';
import { ApiError } from '../errors.js';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { bearerToken } from '../plugins/auth.js';
import { operatorErrors } from '../services/operators/operatorAccounts.js';
import { startEventStream } from './live.js';
import {
  DEFAULT_OPS_LIVE_OPTIONS,
  issueOpsLiveTicket,
  OPS_LIVE_TICKET_TTL_MS,
  OpsLiveHub,
  redeemOpsLiveTicket,
} from '../services/live/opsLiveHub.js';

declare module 'fastify' {
  interface FastifyInstance {
    opsLiveHub: OpsLiveHub;
  }
}

/**
 * The console's live queues (issue 45 item 3): server-sent events per operator session. As the
 * members' stream (routes/live.ts), the console trades its bearer token for a one-minute
 * single-use ticket and opens `GET /ops/events?ticket=`; the token never sits in a URL.
 */
export const opsLiveRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const hub = new OpsLiveHub(
    fastify.db,
    fastify.clock,
    fastify.notifications,
    async (brandId) => (await fastify.brands.byId(brandId))?.merchantCode ?? null,
    { ...DEFAULT_OPS_LIVE_OPTIONS, ...fastify.appConfig.opsLive },
  );
  fastify.decorate('opsLiveHub', hub);
  fastify.addHook('preClose', async () => hub.close());

  fastify.post(
    '/ops/events/ticket',
    { config: { operator: true }, schema: { response: okResponse(OpsEventTicket) } },
    async (request) => {
      const operator = await request.requireOperator();
      // The root token has no session a stream could follow (and belongs to automation).
      if (operator.id === null)
        throw new ApiError(403, 'OPERATOR_FORBIDDEN', 'The live queues need an operator session');
      const ticket = await issueOpsLiveTicket(
        fastify.db,
        { token: bearerToken(request)!, operatorId: operator.id },
        fastify.clock.now(),
      );
      return ok({ ticket, expiresInSeconds: OPS_LIVE_TICKET_TTL_MS / 1000 });
    },
  );

  fastify.get(
    '/ops/events',
    {
      schema: {
        querystring: Type.Object(
          // Optional in the schema: no ticket is no credential, a 401 like every /ops route's.
          { ticket: Type.Optional(Type.String({ maxLength: 100 })) },
          { additionalProperties: false },
        ),
      },
    },
    async (request, reply) => {
      const { ticket } = request.query;
      const owner = ticket
        ? await redeemOpsLiveTicket(fastify.db, ticket, fastify.clock.now())
        : null;
      if (!owner) throw operatorErrors.unauthorized();
      startEventStream(reply);
      await hub.open(reply.raw, owner);
    },
  );
};
