import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { outboxProviders, type Providers } from '../services/providers/providers.js';
import { AltchaCaptchaProvider, CAPTCHA_TTL_MS } from '../services/security/captcha.js';
import { CaptchaAnswerLog } from '../services/security/captchaAnswerLog.js';
import { CaptchaProviders, type CaptchaProvider } from '../services/security/captchaProvider.js';
import { PayloadCipher } from '../services/security/payloadCipher.js';

export interface SecurityPluginOptions extends Record<string, unknown> {
  providers?: Partial<Providers>;
  /** Captcha providers besides the local one (a hosted challenge), by the id brands name. */
  captchaProviders?: readonly CaptchaProvider[];
}

/** Decorates the instance with the SMS/mail and captcha providers and the payload cipher. */
const decorateSecurity: FastifyPluginAsync<SecurityPluginOptions> = async (fastify, options) => {
  const defaults = outboxProviders(fastify.db);
  fastify.decorate('providers', {
    sms: options.providers?.sms ?? defaults.sms,
    mail: options.providers?.mail ?? defaults.mail,
  });
  fastify.decorate('payloadCipher', new PayloadCipher(fastify.appConfig.encryptionPrivateKey));
  // Only an explicit EXPOSE_OUTBOX=1 keeps captcha answers (for GET /dev/captcha/:id): whatever
  // NODE_ENV says, a default start never tells one.
  const answerLog = fastify.appConfig.exposeOutbox ? new CaptchaAnswerLog(CAPTCHA_TTL_MS) : null;
  fastify.decorate('captchaAnswerLog', answerLog);
  fastify.decorate(
    'captchas',
    new CaptchaProviders(
      new AltchaCaptchaProvider(
        fastify.db,
        fastify.appConfig.captchaMaxCounter,
        answerLog ?? undefined,
      ),
      options.captchaProviders,
    ),
  );
};

export const securityPlugin = fp(decorateSecurity, {
  name: 'security',
  fastify: '5.x',
  dependencies: ['context'],
});
