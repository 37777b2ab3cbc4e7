import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LoginBody,
  LoginResult,
  SocialComplete,
  SocialProviderParams,
  SocialProviders,
  SocialStartQuery,
} from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { decryptBody } from '../plugins/encryption.js';
import { loginByForm, PasswordLogin } from '../services/auth/login.js';
import {
  finishSocialCallback,
  identifiedAttempt,
  linkAfterSmsRegistration,
  linkedAccount,
  readSocialCookie,
  requestSiteOrigin,
  safeReturnTo,
  socialCookie,
  socialErrors,
  socialProvider,
  socialProviders,
  SOCIAL_PROVIDER_NAMES,
  startSocialLogin,
  useAttempt,
} from '../services/auth/socialLogin.js';
import { securitySettings } from '../services/security/settings.js';

/** Social login on OpenID Connect (services/auth/socialLogin.ts). */
export const socialLoginRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const settings = fastify.appConfig.socialLogin;
  const passwordLogin = new PasswordLogin({
    db: fastify.db,
    passwordHash: fastify.appConfig.passwordHash,
    sessionPolicy: fastify.appConfig.session,
    passwordMaxAgeDays: fastify.appConfig.passwordMaxAgeDays,
    secretBox: fastify.secretBox,
  });
  await passwordLogin.warmUp();
  const browserKeyOf = (request: FastifyRequest) => readSocialCookie(request.headers.cookie);

  fastify.get(
    '/wps/session/social/providers',
    { config: { brand: true, gate: true }, schema: { response: okResponse(SocialProviders) } },
    async (request) => {
      const brand = await request.requireBrand();
      return ok({
        providers: socialProviders(brand, settings).map((provider) => ({
          id: provider.id,
          name: SOCIAL_PROVIDER_NAMES[provider.id],
        })),
      });
    },
  );

  // A browser navigation: answers with a redirect to the provider.
  fastify.get(
    '/wps/session/social/:provider/start',
    {
      config: { brand: true, gate: true },
      schema: { params: SocialProviderParams, querystring: SocialStartQuery },
    },
    async (request, reply) => {
      const brand = await request.requireBrand();
      const provider = socialProvider(brand, settings, request.params.provider);
      const origin = requestSiteOrigin(brand, request.protocol, request.host);
      const started = await startSocialLogin(fastify.db, {
        brand,
        provider,
        origin,
        returnTo: safeReturnTo(request.query.returnTo),
        browserKey: browserKeyOf(request),
        ip: request.clientIp(),
        now: fastify.clock.now(),
      });
      void reply
        .header('set-cookie', socialCookie(started.browserKey, request.protocol === 'https'))
        .header('cache-control', 'no-store');
      return reply.redirect(started.authorizationUrl, 302);
    },
  );

  // The provider sends the browser back here; the page is told the outcome by `?social=`.
  fastify.get(
    '/wps/session/social/:provider/callback',
    { config: { brand: true }, schema: { params: SocialProviderParams } },
    async (request, reply) => {
      const brand = await request.requireBrand();
      const provider = socialProvider(brand, settings, request.params.provider);
      const origin = requestSiteOrigin(brand, request.protocol, request.host);
      const query = request.url.includes('?')
        ? request.url.slice(request.url.indexOf('?') + 1)
        : '';
      const result = await finishSocialCallback(fastify.db, {
        brand,
        provider,
        origin,
        query,
        browserKey: browserKeyOf(request),
        now: fastify.clock.now(),
      });
      const target = new URL(result.returnTo, origin);
      target.searchParams.set('social', result.outcome);
      void reply.header('cache-control', 'no-store');
      return reply.redirect(target.href, 302);
    },
  );

  fastify.post(
    '/wps/session/social/complete',
    { config: { brand: true, gate: true }, schema: { response: okResponse(SocialComplete) } },
    async (request) => {
      const brand = await request.requireBrand();
      const now = fastify.clock.now();
      const attempt = await identifiedAttempt(fastify.db, {
        brandId: brand.id,
        browserKey: browserKeyOf(request),
        now,
      });
      const accountId = await linkedAccount(fastify.db, { brandId: brand.id, ...attempt });
      if (!accountId) {
        return ok({
          status: 'link' as const,
          identity: {
            provider: attempt.provider as 'google' | 'facebook',
            name: attempt.displayName,
            email: attempt.email,
          },
        });
      }
      if (!(await useAttempt(fastify.db, attempt.id, now))) throw socialErrors.expired();
      const login = await passwordLogin.socialSignIn({
        accountId,
        provider: attempt.provider,
        brandId: brand.id,
        ip: request.clientIp(),
        now,
        userAgent: request.headers['user-agent'],
        passwordMaxAgeDays: securitySettings(brand).passwordMaxAgeDays,
      });
      return ok({ status: 'signedIn' as const, login });
    },
  );

  // Links the identity to the account whose password (or confirmed SMS code) this proves.
  fastify.post(
    '/wps/session/social/link',
    {
      config: { brand: true, gate: true },
      preValidation: decryptBody,
      schema: { body: LoginBody, response: okResponse(LoginResult) },
    },
    async (request) => {
      const brand = await request.requireBrand();
      const now = fastify.clock.now();
      const attempt = await identifiedAttempt(fastify.db, {
        brandId: brand.id,
        browserKey: browserKeyOf(request),
        now,
      });
      const { body } = request;
      const common = {
        brandId: brand.id,
        ip: request.clientIp(),
        now,
        captcha: body.captcha,
        captchaId: body.captchaId,
        passwordMaxAgeDays: securitySettings(brand).passwordMaxAgeDays,
        userAgent: request.headers['user-agent'],
        captchaProvider: fastify.captchas.forBrand(brand),
        socialLink: attempt.id,
      };
      return ok(await loginByForm(passwordLogin, brand, body, common));
    },
  );

  // Links the identity to the account this browser just registered with an SMS code.
  fastify.post(
    '/wps/session/social/link/registration',
    { config: { brand: true, gate: true }, schema: { response: okResponse(Type.Null()) } },
    async (request) => {
      const brand = await request.requireBrand();
      const { account, loginType } = await request.requireMember();
      const now = fastify.clock.now();
      const attempt = await identifiedAttempt(fastify.db, {
        brandId: brand.id,
        browserKey: browserKeyOf(request),
        now,
      });
      await linkAfterSmsRegistration(fastify.db, {
        attempt,
        accountId: account.id,
        loginType,
        brandId: brand.id,
        now,
      });
      return ok(null);
    },
  );

  /** Forgets the identity being linked (the linking screen's cancel). */
  fastify.delete(
    '/wps/session/social/attempt',
    { config: { brand: true }, schema: { response: okResponse(Type.Null()) } },
    async (request) => {
      const brand = await request.requireBrand();
      const browserKey = browserKeyOf(request);
      if (browserKey) {
        const attempt = await identifiedAttempt(fastify.db, {
          brandId: brand.id,
          browserKey,
          now: fastify.clock.now(),
        }).catch(() => null);
        if (attempt)
          await fastify.db
            .updateTable('social_login_attempts')
            .set({ status: 'failed' })
            .where('id', '=', attempt.id)
            .where('status', '=', 'identified')
            .execute();
      }
      return ok(null);
    },
  );
};
