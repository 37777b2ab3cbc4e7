import type { FastifyPluginAsync } from 'fastify';
import { captchaRoutes } from './captcha.js';
import { devRoutes } from './dev.js';
import { passwordRoutes } from './password.js';
import { registerRoutes } from './register.js';
import { verificationRoutes } from './verification.js';

/** The account-security domains (issue 3): captcha, SMS codes, registration, passwords, outbox. */
export const accountSecurityRoutes: FastifyPluginAsync = async (fastify) => {
  // Only an explicit EXPOSE_OUTBOX=1 serves the /dev helpers (and keeps captcha answers):
  // whatever NODE_ENV says, a default start never tells SMS codes, reset links or answers.
  const answerLog = fastify.captchaAnswerLog;
  await fastify.register(captchaRoutes);
  await fastify.register(verificationRoutes);
  await fastify.register(registerRoutes);
  await fastify.register(passwordRoutes);
  if (answerLog) await fastify.register(devRoutes, { answerLog });
};
