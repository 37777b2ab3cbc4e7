import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope.js';
import { PasswordLogin } from '../services/auth/login.js';
import { deleteSession } from '../services/auth/sessions.js';

interface LoginBody {
  username: string;
  password: string;
  type: 'username';
  captcha?: string;
}

export const sessionRoutes: FastifyPluginAsync = async (fastify) => {
  const passwordLogin = new PasswordLogin({
    db: fastify.db,
    passwordHash: fastify.appConfig.passwordHash,
    sessionPolicy: fastify.appConfig.session,
    passwordMaxAgeDays: fastify.appConfig.passwordMaxAgeDays,
  });
  await passwordLogin.warmUp();

  fastify.post<{ Body: LoginBody }>(
    '/wps/session/login',
    {
      config: { brand: true, gate: true },
      schema: {
        body: {
          type: 'object',
          required: ['username', 'password', 'type'],
          properties: {
            username: { type: 'string', minLength: 1, maxLength: 64, pattern: '\\S' },
            password: { type: 'string', minLength: 1, maxLength: 128 },
            type: { type: 'string', enum: ['username'] },
            captcha: { type: 'string', maxLength: 16 },
          },
        },
      },
    },
    async (request) => {
      const brand = await request.requireBrand();
      const result = await passwordLogin.login({
        brandId: brand.id,
        username: request.body.username,
        password: request.body.password,
        ip: request.clientIp(),
        now: fastify.clock.now(),
      });
      return ok(result);
    },
  );

  fastify.delete(
    '/wps/session/logout',
    { config: { brand: true, auth: true } },
    async (request) => {
      const { tokenHash } = await request.requireMember();
      await deleteSession(fastify.db, tokenHash);
      return ok(null);
    },
  );
};
