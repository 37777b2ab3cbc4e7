import type { FastifyPluginAsync } from 'fastify';
import { CAPTCHA_TTL_MS } from '../services/security/captcha.js';
import { CaptchaAnswerLog } from '../services/security/captchaAnswerLog.js';
import { captchaRoutes } from './captcha.js';
import { devRoutes } from './dev.js';
import { passwordRoutes } from './password.js';
import { registerRoutes } from './register.js';
import { verificationRoutes } from './verification.js';

/** The account-security domains (issue 3): captcha, SMS codes, registration, passwords, outbox. */
export const accountSecurityRoutes: FastifyPluginAsync = async (fastify) => {
  const { nodeEnv, exposeOutbox } = fastify.appConfig;
  // The same rule as /dev/outbox: in production (without EXPOSE_OUTBOX) no answer is kept.
  const devHelpers = nodeEnv !== 'production' || exposeOutbox;
  const answerLog = devHelpers ? new CaptchaAnswerLog(CAPTCHA_TTL_MS) : undefined;
  await fastify.register(captchaRoutes, { answerLog });
  await fastify.register(verificationRoutes);
  await fastify.register(registerRoutes);
  await fastify.register(passwordRoutes);
  if (answerLog) await fastify.register(devRoutes, { answerLog });
};
