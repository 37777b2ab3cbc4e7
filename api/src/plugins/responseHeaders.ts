import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Headers every answer carries. Browsers must not guess a type other than the one sent, and
 * nothing may be kept in a cache (a shared proxy's included) unless its route says how: member
 * data never is, and the generated artwork, downloads and pages set their own policy.
 */
const addResponseHeaders: FastifyPluginAsync = async (fastify) => {
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
};

export const responseHeadersPlugin = fp(addResponseHeaders, {
  name: 'response-headers',
  fastify: '5.x',
});
