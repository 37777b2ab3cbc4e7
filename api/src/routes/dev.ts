import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../errors.js';
import { ok } from '../http/envelope.js';
import { readOutbox } from '../services/providers/providers.js';
import type { CaptchaAnswerLog } from '../services/security/captchaAnswerLog.js';

/**
 * Development helpers. Registered only when EXPOSE_OUTBOX=1, whatever NODE_ENV is (the
 * end-to-end tests read SMS codes, reset links and captcha answers here).
 */
export const devRoutes: FastifyPluginAsync<{ answerLog: CaptchaAnswerLog }> = async (
  fastify,
  options,
) => {
  fastify.get<{ Querystring: { recipient?: string } }>(
    '/dev/outbox',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { recipient: { type: 'string', maxLength: 320 } },
        },
      },
    },
    async (request) => ok({ list: await readOutbox(fastify.db, request.query.recipient) }),
  );

  fastify.get<{ Params: { captchaId: string } }>(
    '/dev/captcha/:captchaId',
    {
      schema: {
        params: {
          type: 'object',
          required: ['captchaId'],
          properties: { captchaId: { type: 'string', maxLength: 64 } },
        },
      },
    },
    async (request) => {
      const answer = options.answerLog.read(request.params.captchaId, fastify.clock.now());
      if (answer === null) throw new ApiError(404, 'NOT_FOUND', 'Unknown or expired captcha');
      return ok({ answer });
    },
  );
};
