import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChangePasswordBody,
  EmailResetBody,
  EmailResetSent,
  SmsResetBody,
  TokenResetBody,
  TokenResult,
} from '@site/contracts';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { decryptBody } from '../plugins/encryption.js';
import {
  changePassword,
  requestEmailReset,
  resetWithSmsCode,
  resetWithToken,
} from '../services/auth/passwordRecovery.js';
import { brandSiteOrigin } from '../services/brands/siteOrigin.js';

export const passwordRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
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

  fastify.post(
    '/wps/member/password',
    {
      config: { brand: true, gate: true, realAccount: true },
      preValidation: decryptBody,
      schema: { body: ChangePasswordBody, response: okResponse(TokenResult) },
    },
    async (request) => {
      const { account, loginType } = await request.requireMember();
      const brand = await request.requireBrand();
      const result = await fastify.sessions.revokeAccount(account.id, () =>
        changePassword(deps, {
          brand,
          accountId: account.id,
          loginType,
          body: request.body,
          ip: request.clientIp(),
          now: fastify.clock.now(),
        }),
      );
      return ok(result);
    },
  );

  fastify.post(
    '/wps/member/password/email',
    {
      config: { brand: true, gate: true },
      schema: { body: EmailResetBody, response: okResponse(EmailResetSent) },
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
      // The same answer whether or not the account and a confirmed e-mail matched (an address
      // never confirmed is refused with EMAIL_NOT_CONFIRMED, see passwordRecovery.ts).
      return ok({ sent: true });
    },
  );

  fastify.post(
    '/wps/member/password/reset',
    {
      config: { brand: true, gate: true },
      preValidation: decryptBody,
      schema: { body: TokenResetBody, response: okResponse(TokenResult) },
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

  fastify.post(
    '/wps/member/password/verification',
    {
      config: { brand: true, gate: true, module: 'CHNGPASSVERIF3' },
      preValidation: decryptBody,
      schema: { body: SmsResetBody, response: okResponse(TokenResult) },
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
