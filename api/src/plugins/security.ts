import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { outboxProviders, type Providers } from '../services/providers/providers.js';
import { PayloadCipher } from '../services/security/payloadCipher.js';

export interface SecurityPluginOptions extends Record<string, unknown> {
  providers?: Partial<Providers>;
}

/** Decorates the instance with the SMS/mail providers and the payload cipher. */
const decorateSecurity: FastifyPluginAsync<SecurityPluginOptions> = async (fastify, options) => {
  const defaults = outboxProviders(fastify.db);
  fastify.decorate('providers', {
    sms: options.providers?.sms ?? defaults.sms,
    mail: options.providers?.mail ?? defaults.mail,
  });
  fastify.decorate('payloadCipher', new PayloadCipher(fastify.appConfig.encryptionPrivateKey));
};

export const securityPlugin = fp(decorateSecurity, {
  name: 'security',
  fastify: '5.x',
  dependencies: ['context'],
});
