import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope.js';
import { decryptBody } from '../plugins/encryption.js';
import {
  changePassword,
  requestEmailReset,
  resetWithSmsCode,
  resetWithToken,
} from '../services/auth/passwordRecovery.js';
import { brandSiteOrigin } from '../services/brands/siteOrigin.js';

const passwordField = { type: 'string', maxLength: 128 } as const;

export const passwordRoutes: FastifyPluginAsync = async (fastify) => {
  const deps = {
    db: fastify.db,
    passwordHash: fastify.appConfig.passwordHash,
    sessionPolicy: fastify.appConfig.session,
  };

  // The spec sends the e-mail recovery as a form post.
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, payload, done) => {
      done(null, Object.fromEntries(new URLSearchParams(payload as string)));
    },
  );

  fastify.post<{
    Body: { oldPassword?: string; newPassword: string; confirmNewPassword: string };
  }>(
    '/wps/member/password',
    {
      config: { brand: true, gate: true, realAccount: true },
      preValidation: decryptBody,
      schema: {
        body: {
          type: 'object',
          required: ['newPassword', 'confirmNewPassword'],
          properties: {
            oldPassword: passwordField,
            newPassword: passwordField,
            confirmNewPassword: passwordField,
          },
        },
      },
    },
    async (request) => {
      const { account, loginType } = await request.requireMember();
      return ok(
        await changePassword(deps, {
          brand: await request.requireBrand(),
          accountId: account.id,
          loginType,
          body: request.body,
          ip: request.clientIp(),
          now: fastify.clock.now(),
        }),
      );
    },
  );

  fastify.post<{ Body: { username: string; email: string } }>(
    '/wps/member/password/email',
    {
      config: { brand: true, gate: true },
      schema: {
        body: {
          type: 'object',
          required: ['username', 'email'],
          properties: {
            username: { type: 'string', minLength: 1, maxLength: 64 },
            email: { type: 'string', minLength: 3, maxLength: 254 },
          },
        },
      },
    },
    async (request) => {
      const brand = await request.requireBrand();
      await requestEmailReset(
        { ...deps, mail: fastify.providers.mail },
        {
          brand,
          username: request.body.username,
          email: request.body.email,
          ip: request.clientIp(),
          now: fastify.clock.now(),
          siteOrigin: brandSiteOrigin(brand, request.headers.origin),
        },
      );
      // The same answer whether or not the account and e-mail matched.
      return ok({ sent: true });
    },
  );

  fastify.post<{ Body: { token: string; newPassword: string; confirmNewPassword: string } }>(
    '/wps/member/password/reset',
    {
      config: { brand: true, gate: true },
      preValidation: decryptBody,
      schema: {
        body: {
          type: 'object',
          required: ['token', 'newPassword', 'confirmNewPassword'],
          properties: {
            token: { type: 'string', minLength: 10, maxLength: 128 },
            newPassword: passwordField,
            confirmNewPassword: passwordField,
          },
        },
      },
    },
    async (request) =>
      ok(
        await resetWithToken(deps, {
          brand: await request.requireBrand(),
          token: request.body.token,
          newPassword: request.body.newPassword,
          confirmNewPassword: request.body.confirmNewPassword,
          ip: request.clientIp(),
          now: fastify.clock.now(),
        }),
      ),
  );

  fastify.post<{ Body: { newPassword: string; mobileNum: string; verificationCode: string } }>(
    '/wps/member/password/verification',
    {
      config: { brand: true, gate: true, module: 'CHNGPASSVERIF3' },
      preValidation: decryptBody,
      schema: {
        body: {
          type: 'object',
          required: ['newPassword', 'mobileNum', 'verificationCode'],
          properties: {
            newPassword: passwordField,
            mobileNum: { type: 'string', maxLength: 32 },
            verificationCode: { type: 'string', maxLength: 255 },
          },
        },
      },
    },
    async (request) =>
      ok(
        await resetWithSmsCode(deps, {
          brand: await request.requireBrand(),
          mobileNum: request.body.mobileNum,
          verificationCode: request.body.verificationCode,
          newPassword: request.body.newPassword,
          ip: request.clientIp(),
          now: fastify.clock.now(),
        }),
      ),
  );
};
