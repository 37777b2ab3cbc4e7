import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { AppConfig } from '../config.js';
import type { NotificationSource } from '../db/connect.js';
import type { Database } from '../db/schema.js';
import { normaliseIp } from '../services/net/ip.js';
import { createSecretBox } from '../services/security/secretBox.js';

export interface ContextPluginOptions extends Record<string, unknown> {
  db: Kysely<Database>;
  clock: Clock;
  config: AppConfig;
  notifications?: NotificationSource;
}

/**
 * Decorates the instance with the database, its NOTIFY feed, the clock, the configuration and
 * the box that seals stored secrets.
 */
const decorateContext: FastifyPluginAsync<ContextPluginOptions> = async (fastify, options) => {
  fastify.decorate('db', options.db);
  fastify.decorate('clock', options.clock);
  fastify.decorate('appConfig', options.config);
  fastify.decorate('secretBox', createSecretBox(options.config.dataKeys));
  fastify.decorate('notifications', options.notifications);
  fastify.decorateRequest('clientIp', function clientIp() {
    return normaliseIp(this.ip);
  });
};

export const contextPlugin = fp(decorateContext, { name: 'context', fastify: '5.x' });
