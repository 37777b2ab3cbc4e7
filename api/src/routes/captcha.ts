import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope.js';
import { issueCaptcha } from '../services/security/captcha.js';
import type { CaptchaAnswerLog } from '../services/security/captchaAnswerLog.js';

export const captchaRoutes: FastifyPluginAsync<{ answerLog?: CaptchaAnswerLog }> = async (
  fastify,
  options,
) => {
  fastify.get('/wps/captcha', { config: { brand: true, gate: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(
      await issueCaptcha(
        fastify.db,
        {
          clientIp: request.clientIp(),
          now: fastify.clock.now(),
          maxCounter: fastify.appConfig.captchaMaxCounter,
        },
        options.answerLog,
      ),
    );
  });
};
