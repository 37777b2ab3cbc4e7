import { outboxProviders, type Providers } from '../services/providers/providers.js';
import { PayloadCipher } from '../services/security/payloadCipher.js';
import { definePlugin } from './definePlugin.js';

export interface SecurityPluginOptions extends Record<string, unknown> {
  providers?: Partial<Providers>;
}

/** Decorates the instance with the SMS/mail providers and the payload cipher. */
export const securityPlugin = definePlugin<SecurityPluginOptions>(
  'security',
  async (fastify, options) => {
    const defaults = outboxProviders(fastify.db);
    fastify.decorate('providers', {
      sms: options.providers?.sms ?? defaults.sms,
      mail: options.providers?.mail ?? defaults.mail,
    });
    fastify.decorate('payloadCipher', new PayloadCipher(fastify.appConfig.encryptionPrivateKey));
  },
);
