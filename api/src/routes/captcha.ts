import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Captcha, CaptchaQuery } from '@site/contracts';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { loginCaptchaWork } from '../services/auth/login.js';
import { rateLimited, takeOnePer } from '../services/security/rateLimiter.js';

/**
 * GET /wps/captcha: a challenge from the brand's captcha provider (local ALTCHA by default),
 * bound to the client address, at the work the account's (when named) and the address's recent
 * failed logins call for. At most one a second per address, timed from the last one.
 */
export const captchaRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/wps/captcha',
    {
      config: { brand: true, gate: true },
      schema: { querystring: CaptchaQuery, response: okResponse(Captcha) },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const brand = await request.requireBrand();
      const clientIp = request.clientIp();
      const now = fastify.clock.now();
      // Timed from the last one, not per clock second: the site asks again exactly 1 s later.
      if (!(await takeOnePer(fastify.db, { scope: 'captcha', key: clientIp, windowMs: 1000 }, now)))
        throw rateLimited('too many requests, please wait a second');
      const work = await loginCaptchaWork(fastify.db, {
        brandId: brand.id,
        ...request.query,
        ip: clientIp,
        now,
      });
      return ok(await fastify.captchas.forBrand(brand).create({ clientIp, now, work }));
    },
  );
};
