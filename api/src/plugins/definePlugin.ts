import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as not encapsulated (what `fastify-plugin` does), so its decorators and
 * hooks apply to the parent instance and every route registered after it.
 */
export function definePlugin<Options extends Record<string, unknown> = Record<never, never>>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  const marked = plugin as FastifyPluginAsync<Options> & Record<symbol, unknown>;
  marked[Symbol.for('skip-override')] = true;
  marked[Symbol.for('fastify.display-name')] = name;
  return marked;
}
