import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** A request at least this slow is logged even when every request is not. */
export const SLOW_REQUEST_MS = 500;

/**
 * One line per finished request instead of Fastify's two (incoming, completed), and by default
 * only for failed (5xx) or slow ones: at info level the two lines cost as much CPU as a balance
 * call itself (issue 17's profile).
 */
const logRequests: FastifyPluginAsync = async (fastify) => {
  // At debug or trace level (a developer's choice) every request is logged anyway.
  const everyRequest =
    fastify.appConfig.logEveryRequest || ['debug', 'trace'].includes(fastify.log.level);
  // A callback hook: on every request, an async one costs a promise and a turn for nothing.
  fastify.addHook('onResponse', (request, reply, done) => {
    done();
    const ms = reply.elapsedTime;
    const failed = reply.statusCode >= 500;
    if (!everyRequest && !failed && ms < SLOW_REQUEST_MS) return;
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(ms),
    };
    if (failed || ms >= SLOW_REQUEST_MS) request.log.warn(line, 'request failed or slow');
    else request.log.info(line, 'request');
  });
};

export const requestLogPlugin = fp(logRequests, {
  name: 'requestLog',
  fastify: '5.x',
  dependencies: ['context'],
});
