import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope.js';
import { decryptBody } from '../plugins/encryption.js';
import { PasswordLogin } from '../services/auth/login.js';
import { deleteSession } from '../services/auth/sessions.js';
import { assertModuleEnabled } from '../services/brands/systemStatus.js';
import { startFreePlay } from '../services/members/freePlay.js';
import { securitySettings } from '../services/security/settings.js';
import { invalidMobile, normaliseMobile } from '../services/verification/smsCodes.js';

interface LoginBody {
  type: 'username' | 'sms';
  username?: string;
  password?: string;
  mobileNum?: string;
  verificationCode?: string;
  captcha?: string;
  captchaId?: string;
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
      preValidation: decryptBody,
      schema: {
        body: {
          type: 'object',
          required: ['type'],
          properties: {
            username: { type: 'string', minLength: 1, maxLength: 64, pattern: '\\S' },
            password: { type: 'string', minLength: 1, maxLength: 128 },
            // sms: mobileNum (or username) and verificationCode (or password).
            mobileNum: { type: 'string', maxLength: 32 },
            verificationCode: { type: 'string', maxLength: 255 },
            type: { type: 'string', enum: ['username', 'sms'] },
            captcha: { type: 'string', maxLength: 16 },
            captchaId: { type: 'string', maxLength: 64 },
          },
          allOf: [
            {
              if: { properties: { type: { const: 'username' } } },
              then: { required: ['username', 'password'] },
            },
          ],
        },
      },
    },
    async (request) => {
      const brand = await request.requireBrand();
      const { body } = request;
      const common = {
        brandId: brand.id,
        ip: request.clientIp(),
        now: fastify.clock.now(),
        captcha: body.captcha,
        captchaId: body.captchaId,
        passwordMaxAgeDays: securitySettings(brand).passwordMaxAgeDays,
      };
      if (body.type === 'sms') {
        assertModuleEnabled(brand, 'VERIFICATION_CODE_LOGIN');
        const mobileNum = normaliseMobile(body.mobileNum ?? body.username);
        if (!mobileNum) throw invalidMobile();
        const code = body.verificationCode ?? body.password ?? '';
        return ok(await passwordLogin.loginBySms({ ...common, mobileNum, code }));
      }
      return ok(
        await passwordLogin.login({
          ...common,
          username: body.username ?? '',
          password: body.password ?? '',
        }),
      );
    },
  );

  fastify.post(
    '/wps/session/login/freeplay',
    { config: { brand: true, gate: true, module: 'FREE_PLAY' } },
    async (request) => {
      const brand = await request.requireBrand();
      return ok(
        await startFreePlay(
          { db: fastify.db, sessionPolicy: fastify.appConfig.session },
          { brand, ip: request.clientIp(), now: fastify.clock.now() },
        ),
      );
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
