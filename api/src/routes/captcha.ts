import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Captcha } from '@site/contracts';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { issueCaptcha } from '../services/security/captcha.js';
import type { CaptchaAnswerLog } from '../services/security/captchaAnswerLog.js';

export const captchaRoutes: FastifyPluginAsyncTypebox<{ answerLog?: CaptchaAnswerLog }> = async (
  fastify,
  options,
) => {
  fastify.get(
    '/wps/captcha',
    { config: { brand: true, gate: true }, schema: { response: okResponse(Captcha) } },
    async (request, reply) => {
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
    },
  );
};
