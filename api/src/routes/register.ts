import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AffiliateInfo,
  AffiliateQuery,
  RegisterBody,
  RegisterSettings,
  TokenResult,
} from '@site/contracts';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { decryptBody } from '../plugins/encryption.js';
import { registerRulesFor } from '../services/brands/registerRules.js';
import { validationFailure } from '../services/members/fieldRules.js';
import {
  findAffiliateAgent,
  registerMember,
  type RegisterTab,
} from '../services/members/registration.js';
import { registrationFlags } from '../services/security/settings.js';

export const registerRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const deps = {
    db: fastify.db,
    passwordHash: fastify.appConfig.passwordHash,
    sessionPolicy: fastify.appConfig.session,
    captchas: fastify.captchas,
  };

  for (const [url, tab] of [
    ['/wps/member/register', 'username'],
    ['/wps/member/register/mobile', 'mobile'],
  ] as const satisfies ReadonlyArray<readonly [string, RegisterTab]>) {
    fastify.put(
      url,
      {
        config: { brand: true, gate: true },
        preValidation: decryptBody,
        schema: { body: RegisterBody, response: okResponse(TokenResult) },
      },
      async (request) =>
        ok(
          await registerMember(deps, {
            brand: await request.requireBrand(),
            tab,
            body: request.body,
            ip: request.clientIp(),
            now: fastify.clock.now(),
          }),
        ),
    );
  }

  fastify.get(
    '/wps/agent/affiliate',
    {
      config: { brand: true, gate: true },
      schema: { querystring: AffiliateQuery, response: okResponse(AffiliateInfo) },
    },
    async (request) => {
      const brand = await request.requireBrand();
      const agent = await findAffiliateAgent(fastify.db, brand.id, request.query.code);
      if (!agent) throw validationFailure('affiliateCode', 'code', 'Invalid invitation code');
      return ok({ valid: true, affiliateCode: agent.affiliateCode, agentNickname: agent.nickname });
    },
  );

  fastify.get(
    '/wps/system/setting/register',
    { config: { brand: true }, schema: { response: okResponse(RegisterSettings) } },
    async (request) => {
      const brand = await request.requireBrand();
      return ok({ registerRules: registerRulesFor(brand), ...registrationFlags(brand) });
    },
  );
};
