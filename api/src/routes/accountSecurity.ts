import type { FastifyPluginAsync } from 'fastify';
import { captchaRoutes } from './captcha.js';
import { devRoutes } from './dev.js';
import { passwordRoutes } from './password.js';
import { registerRoutes } from './register.js';
import { verificationRoutes } from './verification.js';

/** The account-security domains (issue 3): captcha, SMS codes, registration, passwords, outbox. */
export const accountSecurityRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(captchaRoutes);
  await fastify.register(verificationRoutes);
  await fastify.register(registerRoutes);
  await fastify.register(passwordRoutes);
  const { nodeEnv, exposeOutbox } = fastify.appConfig;
  if (nodeEnv !== 'production' || exposeOutbox) await fastify.register(devRoutes);
};
