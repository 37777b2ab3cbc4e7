import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CodeSent,
  LoginBody,
  LoginResult,
  LoginVerifyBody,
  LoginVerifyCodeBody,
  TokenResult,
} from '@site/contracts';
import Type from 'typebox';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { decryptBody } from '../plugins/encryption.js';
import { loginByForm, PasswordLogin } from '../services/auth/login.js';
import { deleteSession } from '../services/auth/sessions.js';
import { startFreePlay } from '../services/members/freePlay.js';
import { sendChallengeCode } from '../services/security-centre/loginVerification.js';
import { securitySettings } from '../services/security/settings.js';

export const sessionRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const passwordLogin = new PasswordLogin({
    db: fastify.db,
    passwordHash: fastify.appConfig.passwordHash,
    sessionPolicy: fastify.appConfig.session,
    passwordMaxAgeDays: fastify.appConfig.passwordMaxAgeDays,
    secretBox: fastify.secretBox,
  });
  await passwordLogin.warmUp();

  fastify.post(
    '/wps/session/login',
    {
      config: { brand: true, gate: true },
      preValidation: decryptBody,
      schema: { body: LoginBody, response: okResponse(LoginResult) },
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
        userAgent: request.headers['user-agent'],
        captchaProvider: fastify.captchas.forBrand(brand),
      };
      return ok(await loginByForm(passwordLogin, brand, body, common));
    },
  );

  // spec §4: the extra verification of a login from a new address (no token before it).
  fastify.post(
    '/wps/session/login/verify/code',
    {
      config: { brand: true, gate: true },
      schema: { body: LoginVerifyCodeBody, response: okResponse(CodeSent) },
    },
    async (request) => {
      const brand = await request.requireBrand();
      return ok(
        await sendChallengeCode(fastify.db, fastify.providers, {
          ...request.body,
          brand,
          brandId: brand.id,
          ip: request.clientIp(),
          now: fastify.clock.now(),
        }),
      );
    },
  );

  fastify.post(
    '/wps/session/login/verify',
    {
      config: { brand: true, gate: true },
      schema: { body: LoginVerifyBody, response: okResponse(LoginResult) },
    },
    async (request) => {
      const brand = await request.requireBrand();
      return ok(
        await passwordLogin.verify({
          ...request.body,
          brandId: brand.id,
          ip: request.clientIp(),
          now: fastify.clock.now(),
          userAgent: request.headers['user-agent'],
        }),
      );
    },
  );

  fastify.post(
    '/wps/session/login/freeplay',
    {
      config: { brand: true, gate: true, module: 'FREE_PLAY' },
      schema: { response: okResponse(TokenResult) },
    },
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
    { config: { brand: true, auth: true }, schema: { response: okResponse(Type.Null()) } },
    async (request) => {
      const { tokenHash } = await request.requireMember();
      await fastify.sessions.revokeToken(tokenHash, () => deleteSession(fastify.db, tokenHash));
      return ok(null);
    },
  );
};
