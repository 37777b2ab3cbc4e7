import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope.js';
import { readOutbox } from '../services/providers/providers.js';

/**
 * Development helpers. Registered only when NODE_ENV is not 'production' or EXPOSE_OUTBOX=1
 * (the end-to-end tests read SMS codes and reset links here).
 */
export const devRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get<{ Querystring: { recipient?: string } }>(
    '/dev/outbox',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { recipient: { type: 'string', maxLength: 320 } },
        },
      },
    },
    async (request) => ok({ list: await readOutbox(fastify.db, request.query.recipient) }),
  );
};
