import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Headers every answer carries. Browsers must not guess a type other than the one sent, and
 * nothing may be kept in a cache (a shared proxy's included) unless its route says how: member
 * data never is, and the generated artwork, downloads and pages set their own policy.
 */
const addResponseHeaders: FastifyPluginAsync = async (fastify) => {
  // A callback hook: on every request, an async one costs a promise and a turn for nothing.
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
};

export const responseHeadersPlugin = fp(addResponseHeaders, {
  name: 'response-headers',
  fastify: '5.x',
});
